import { http as mswHttp } from 'msw';
import { API_PATTERN } from '../http';
import { postDueRent } from '../queries/accounts';
import { todayIso } from '../support/time';

/**
 * Runs before every API handler: posts the rent that has fallen due since the store last looked (a
 * backend's daily job; rules in mocks/queries/accounts.ts `postDueRent`), so every answer, on any day the
 * clock is set to, sees a record for each unpaid month's rent. A no-op while nothing new is due; it changes
 * no amount owed. Returning nothing passes the request on.
 */
export const rentPostingGate = mswHttp.all(`${API_PATTERN}/*`, () => {
  postDueRent(todayIso());
  return undefined;
});
