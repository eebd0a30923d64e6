import type { AreaModule } from '../support/dispatch';
import { methodGate } from './method-gate';
import { authGate } from './auth-gate';
import { queryGate } from './query-gate';
import { rentPostingGate } from './rent-posting-gate';

/**
 * The handlers every API call passes, in order: the method gate first (405 and OPTIONS), then the auth
 * gate, then the query gate (query parameters against the contract), then the rent posting (the rent
 * that fell due gets its record before any answer reads the payments).
 */
export const gateHandlers = [methodGate, authGate, queryGate, rentPostingGate];

/**
 * Every API handler module after the gates, in match order, with the areas (first path segments after
 * `api/`) its handlers answer: the one table of the API's handlers. Each module owns one tag; within a
 * module, literal paths (e.g. /units/search) before parameterised ones (/units/{id}). The browser worker
 * loads a module on the first call to one of its areas (support/dispatch.ts); Node, Storybook and the
 * tests load them all (../all-handlers.ts). mocks/handlers/index.test.ts checks each module's areas.
 */
export const apiModules: readonly AreaModule[] = [
  { areas: ['health'], load: () => import('./health').then((m) => m.healthHandlers) },
  { areas: ['dashboard'], load: () => import('./dashboard').then((m) => m.dashboardHandlers) },
  { areas: ['search'], load: () => import('./search').then((m) => m.searchHandlers) },
  { areas: ['rental-properties'], load: () => import('./properties').then((m) => m.propertyHandlers) },
  {
    areas: ['rental-properties'],
    load: () => import('./properties-statement').then((m) => m.propertyStatementHandlers),
  },
  { areas: ['units'], load: () => import('./units').then((m) => m.unitHandlers) },
  {
    areas: ['files', 'rental-properties', 'units', 'maintenance-requests', 'work-orders'],
    load: () => import('./photos').then((m) => m.photoHandlers),
  },
  {
    areas: ['maintenance-requests'],
    load: () => import('./maintenance-requests').then((m) => m.maintenanceRequestHandlers),
  },
  { areas: ['work-orders'], load: () => import('./work-orders').then((m) => m.workOrderHandlers) },
  { areas: ['vendors'], load: () => import('./vendors').then((m) => m.vendorHandlers) },
  { areas: ['tenants'], load: () => import('./tenants').then((m) => m.tenantHandlers) },
  { areas: ['leases'], load: () => import('./leases').then((m) => m.leaseHandlers) },
  { areas: ['leases', 'deposit-returns'], load: () => import('./deposits').then((m) => m.depositHandlers) },
  { areas: ['tenant-unit-assignments'], load: () => import('./assignments').then((m) => m.assignmentHandlers) },
  { areas: ['payments'], load: () => import('./payments').then((m) => m.paymentHandlers) },
];

/** Every API handler, in match order: the gates, then each module's. */
export async function loadApiHandlers() {
  return [...gateHandlers, ...(await Promise.all(apiModules.map((module) => module.load()))).flat()];
}
