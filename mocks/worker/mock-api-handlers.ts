/**
 * The mock API's handler chain in its worker (./mock-api-server.ts loads it while the saved store is
 * read): the fault layer, the gates and each area's handlers behind the dispatcher
 * (../support/dispatch.ts), behind the shared store's steps (../persistence-handler.ts).
 */
// First: every handler's JSON answers are made without MSW's Blob (../support/json-response.ts).
import '../support/json-response';
import { getResponse, type RequestHandler } from 'msw';
import { faultHandler } from '../faults/handler';
import type { DemoSettings } from '../faults/settings';
import { apiModules, gateHandlers } from '../handlers/index';
import { durableStore } from '../persistence-handler';
import { postDueRent } from '../queries/accounts';
import { dispatchByArea } from '../support/dispatch';
import { todayIso } from '../support/time';

export { getResponse };

export function apiHandler(settings: () => DemoSettings, storeReady: Promise<unknown>): RequestHandler {
  return durableStore(dispatchByArea([faultHandler(settings), ...gateHandlers], { areas: apiModules }), storeReady);
}

/** Posts the rent fallen due, as the first call that reads money would (../handlers/rent-posting-gate.ts). */
export function postRentDue(): void {
  postDueRent(todayIso());
}
