import { getResponse, http as mswHttp, HttpHandler, passthrough, type RequestHandler } from 'msw';
import { basePath, MOCK_IDP_SEGMENT } from '@/lib/config';

/**
 * A module of API handlers the dispatcher may load on demand: the areas (first path segments after
 * `api/`) its handlers answer, and how to load them (a dynamic import).
 */
export interface AreaModule {
  readonly areas: readonly string[];
  readonly load: () => Promise<readonly RequestHandler[]>;
}

/**
 * The browser worker hands MSW every request of the page (scripts, styles, images, not just API
 * calls), and MSW tries its handlers in order until one answers, cloning the request, parsing the
 * page's cookies and matching a path pattern for each. With the mock's many handlers that loop would
 * cost a page load more than the store and the app do. This puts one handler in front of them all:
 * - a request outside `<base>api/` and `<base>mock-idp/` passes straight through to the network;
 * - an API call is answered by the handlers of its first path segment (`/units/...` → the handlers
 *   whose path starts with `/units`), after the handlers every call passes (the fault layer, the
 *   auth and query gates: their path is `<base>api/*`), in the order given.
 * The answers are the same as the plain list's (mocks/support/dispatch.test.ts).
 *
 * `areas`: modules of API handlers loaded on the first call to one of their areas (the browser worker
 * keeps the handlers out of its own chunk this way). Two calls that arrive before the load ends share
 * it; a load that fails is tried again on the next call. An area's group is then the handlers every
 * call passes, that area's handlers of `handlers`, and its handlers of the modules in `areas` order;
 * the same answers as `handlers` followed by every module's handlers.
 *
 * `storeReady`: an API call waits for it before any handler sees it (the browser starts the worker
 * while the saved store is still being read, so the app can start meanwhile); identity provider calls
 * never read the store and do not wait.
 */
export function dispatchByArea(
  handlers: readonly RequestHandler[],
  { storeReady, areas = [] }: { storeReady?: Promise<unknown>; areas?: readonly AreaModule[] } = {},
): RequestHandler {
  const apiPrefix = `${basePath}api/`;
  const idpPrefix = `${basePath}${MOCK_IDP_SEGMENT}`;
  const shared: RequestHandler[] = [];
  const groups = new Map<string, RequestHandler[]>();
  const IDP = '(idp)';

  const keyOfPath = (path: string): string | undefined => {
    const api = path.indexOf('/api/');
    if (api >= 0) return path.slice(api + 5).split('/')[0];
    if (path.includes(`/${MOCK_IDP_SEGMENT}`)) return IDP;
    return undefined;
  };

  const keyOf = (handler: RequestHandler): string | undefined =>
    keyOfPath(handler instanceof HttpHandler && typeof handler.info.path === 'string' ? handler.info.path : '');

  for (const handler of handlers) {
    const key = keyOf(handler);
    if (key === undefined || key === '*' || key.startsWith(':')) {
      // A handler for every call (or one we cannot place): before each group's own, in order.
      shared.push(handler);
      for (const group of groups.values()) group.push(handler);
      continue;
    }
    if (!groups.has(key)) groups.set(key, [...shared]);
    groups.get(key)!.push(handler);
  }

  const lazyAreas = new Set(areas.flatMap((module) => module.areas));
  const loading = new Map<string, Promise<RequestHandler[]>>();
  const loadArea = (key: string): Promise<RequestHandler[]> => {
    let group = loading.get(key);
    if (!group) {
      const modules = areas.filter((module) => module.areas.includes(key));
      group = Promise.all(modules.map((module) => module.load())).then(
        (loaded) => {
          const own = loaded.flat().filter((handler) => keyOf(handler) === key);
          const complete = [...(groups.get(key) ?? shared), ...own];
          groups.set(key, complete);
          lazyAreas.delete(key);
          return complete;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, group);
    }
    return group;
  };

  return mswHttp.all(
    () => true,
    async ({ request }) => {
      const { pathname } = new URL(request.url);
      let key: string | undefined;
      if (pathname.startsWith(apiPrefix)) {
        key = pathname.slice(apiPrefix.length).split('/')[0];
        if (storeReady) await storeReady;
      } else if (pathname.startsWith(idpPrefix)) key = IDP;
      else return passthrough();
      const group = lazyAreas.has(key) ? await loadArea(key) : (groups.get(key) ?? shared);
      return getResponse(group, request);
    },
  );
}
