import { http as mswHttp } from 'msw';
import { API_PATTERN } from '../http';
import { unauthorized } from '../support/responses';

/**
 * Runs before every API handler: a request without a non-empty bearer token gets 401 (the contract's
 * security requirement). `/health` is public. Returning nothing passes the request on.
 */
export const authGate = mswHttp.all(`${API_PATTERN}/*`, ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/api/health')) return undefined;
  if (/\/api\/files\//.test(url.pathname)) return undefined; // <img src> cannot send a header
  const header = request.headers.get('Authorization') ?? '';
  const token = header.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (!token) return unauthorized();
  return undefined;
});
