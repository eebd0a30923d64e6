/**
 * What other features use of deposits: a lease's Deposits section (the lease's Financial tab) and each
 * lease's on the tenant page. The disposition page and the deposit returns list are routes.
 */
export { LeaseDepositsSection } from './components/lease-deposits-section';
export { TenantDepositsSection } from './components/tenant-deposits-section';
