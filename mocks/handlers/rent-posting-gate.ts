import { http as mswHttp } from 'msw';
import { API_PATTERN } from '../http';
import { postDueRent } from '../queries/accounts';
import { todayIso } from '../support/time';

/** The calls whose answers read payment records or what is owed: payments, leases, owner statements. */
const READS_MONEY = /\/api\/(payments|leases)(\/|$)|\/api\/rental-properties\/[^/]+\/statement$/;

/**
 * Runs before the API handlers of the calls that read money: posts the rent that has fallen due since the
 * store last looked (a backend's daily job; rules in mocks/queries/accounts.ts `postDueRent`), so every
 * such answer, on any day the clock is set to, sees a record for each unpaid month's rent. A no-op while
 * nothing new is due; it changes no amount owed. Other calls (a dashboard, a units list) skip it, so a
 * first page load does not pay for every lease's account. Returning nothing passes the request on.
 */
export const rentPostingGate = mswHttp.all(`${API_PATTERN}/*`, ({ request }) => {
  if (READS_MONEY.test(new URL(request.url).pathname)) postDueRent(todayIso());
  return undefined;
});
