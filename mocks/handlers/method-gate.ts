import { http as mswHttp, HttpResponse } from 'msw';
import { API_PATTERN } from '../http';
import { methodsOf } from '../support/request-contract';
import { operationPathOf } from '../support/request';
import { problem } from '../support/responses';

/**
 * The answer to a method the contract does not define on a path it does define: `OPTIONS` gets `204`,
 * any other method (`PATCH`, `HEAD`, `TRACE`, ...) `405` with a problem body; both carry `Allow` (the
 * path's methods in the contract, and `OPTIONS`). Undefined for a defined method (the handlers answer)
 * and for a path the contract does not have (`404`, as before). `npm run mock:server` also calls it for
 * the methods a fetch `Request` cannot carry (`TRACE`).
 */
export function methodAnswer(method: string, request: { url: string }): Response | undefined {
  const template = operationPathOf(request);
  if (!template) return undefined;
  const defined = methodsOf(template);
  const verb = method.toUpperCase();
  if (defined.includes(verb)) return undefined;
  const allow = [...defined, 'OPTIONS'].join(', ');
  if (verb === 'OPTIONS') return new HttpResponse(null, { status: 204, headers: { Allow: allow } });
  const answer = problem(405, `${verb} is not allowed on ${template}; allowed: ${allow}.`);
  answer.headers.set('Allow', allow);
  return answer;
}

/**
 * Runs first, before the auth gate (a CORS preflight carries no token, and a method a path does not have
 * is wrong whoever asks): see `methodAnswer`. Returning nothing passes the request on.
 */
export const methodGate = mswHttp.all(`${API_PATTERN}/*`, ({ request }) => methodAnswer(request.method, request));
