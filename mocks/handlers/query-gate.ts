import { http as mswHttp } from 'msw';
import { API_PATTERN } from '../http';
import { validateQuery } from '../support/request-contract';
import { operationPathOf } from '../support/request';
import { badRequest } from '../support/responses';

/**
 * Runs after the auth gate, before every API handler: a query parameter whose value breaks what its
 * operation states in the contract (type, `minimum`/`maximum`, `minLength`/`maxLength`, `pattern`,
 * `enum`, `format`) gets `400` with a problem body naming each bad parameter; nothing is clamped (limit
 * 5000 is refused, not read as 1000). Empty or absent values pass and take their defaults; parameters the
 * operation does not declare are ignored. The rules come from the contract alone, so a parameter added
 * to it is enforced without a handler change. Returning nothing passes the request on.
 */
export const queryGate = mswHttp.all(`${API_PATTERN}/*`, ({ request }) => {
  const url = new URL(request.url);
  if (!url.search) return undefined;
  const template = operationPathOf(request);
  if (!template) return undefined;
  const errors = validateQuery(request.method, template, url.searchParams);
  return errors.length ? badRequest(errors.map(({ field, message }) => ({ field, message }))) : undefined;
});
