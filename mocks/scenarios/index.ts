import { delay, http as mswHttp, HttpResponse } from 'msw';
import { API_PATTERN } from '../http';
import { problem } from '../support/responses';

/**
 * Handler overrides that put a screen into a state: for stories (parameters.msw.handlers), tests
 * (server.use(...)) and QA. `path` is an API path relative to the base, MSW syntax (`/units/:id`),
 * or '*' for every call. Put them before the regular handlers (server.use / story handlers do).
 */
const pattern = (path: string) => (path === '*' ? `${API_PATTERN}/*` : `${API_PATTERN}${path}`);
type Method = 'get' | 'post' | 'put' | 'delete' | 'all';

/** The call never answers: the screen stays in its loading state. */
export function loading(path = '*', method: Method = 'get') {
  return mswHttp[method](pattern(path), async () => {
    await delay('infinite');
    return undefined;
  });
}

/** The call answers after `ms` milliseconds (then the regular handler answers). */
export function slow(ms = 1500, path = '*', method: Method = 'all') {
  return mswHttp[method](pattern(path), async () => {
    await delay(ms);
    return undefined;
  });
}

/** The call fails with `status` and a problem body. */
export function error(path = '*', status = 500, method: Method = 'get') {
  return mswHttp[method](pattern(path), () =>
    problem(status, status >= 500 ? 'The server could not answer.' : undefined),
  );
}

/** The call answers 404. */
export function notFound(path: string, method: Method = 'get') {
  return error(path, 404, method);
}

/** A list call answers an empty page. */
export function emptyList(path: string) {
  return mswHttp.get(pattern(path), () =>
    HttpResponse.json({ data: [], meta: { total: 0, page: 1, limit: 100, totalPages: 0 } }),
  );
}

/** The call answers exactly this JSON body. */
export function json(path: string, body: unknown, method: Method = 'get', status = 200) {
  return mswHttp[method](pattern(path), () => HttpResponse.json(body as never, { status }));
}

export const scenarios = { loading, slow, error, notFound, emptyList, json };
