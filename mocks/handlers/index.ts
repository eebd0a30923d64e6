import { methodGate } from './method-gate';
import { authGate } from './auth-gate';
import { queryGate } from './query-gate';
import { healthHandlers } from './health';
import { dashboardHandlers } from './dashboard';
import { searchHandlers } from './search';
import { propertyHandlers } from './properties';
import { propertyStatementHandlers } from './properties-statement';
import { unitHandlers } from './units';
import { photoHandlers } from './photos';
import { maintenanceRequestHandlers } from './maintenance-requests';
import { workOrderHandlers } from './work-orders';
import { vendorHandlers } from './vendors';
import { tenantHandlers } from './tenants';
import { leaseHandlers } from './leases';
import { assignmentHandlers } from './assignments';
import { paymentHandlers } from './payments';

/**
 * Every API handler, in match order: the method gate first (405 and OPTIONS), then the auth gate, then the query
 * gate (query parameters against the contract); within an area, literal paths
 * (e.g. /units/search) before parameterised ones (/units/{id}). Each area module owns one tag.
 */
export const apiHandlers = [
  methodGate,
  authGate,
  queryGate,
  ...healthHandlers,
  ...dashboardHandlers,
  ...searchHandlers,
  ...propertyHandlers,
  ...propertyStatementHandlers,
  ...unitHandlers,
  ...photoHandlers,
  ...maintenanceRequestHandlers,
  ...workOrderHandlers,
  ...vendorHandlers,
  ...tenantHandlers,
  ...leaseHandlers,
  ...assignmentHandlers,
  ...paymentHandlers,
];
