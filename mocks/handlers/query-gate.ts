import { http as mswHttp } from 'msw';
import { API_PATTERN } from '../http';
import { queryParametersOf } from '../support/contract-validator';
import { operationPathOf, pagingErrors } from '../support/request';
import { badRequest } from '../support/responses';

/**
 * Runs after the auth gate, before every API handler: a list call whose `page`, `limit` or `offset` is not
 * a whole number within the bounds its operation declares in the contract gets `400` with a problem body
 * naming the parameter (no silent clamping: limit 5000 is refused, not read as 1000). Empty or absent values
 * pass and take their defaults. Returning nothing passes the request on.
 */
export const queryGate = mswHttp.all(`${API_PATTERN}/*`, ({ request }) => {
  const url = new URL(request.url);
  if (!url.search) return undefined;
  const template = operationPathOf(request);
  if (!template) return undefined;
  const errors = pagingErrors(url, queryParametersOf(request.method, template));
  return errors.length ? badRequest(errors) : undefined;
});
