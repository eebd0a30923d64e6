/**
 * What other features use of payments: the Payments sections of the tenant page, the lease's Financial
 * tab and the unit page (each with what the leases owe, from the server's model). Everything else in
 * this folder is internal.
 */
export { LeasePaymentsSection, TenantPaymentsSection, UnitPaymentsSection } from './components/payments-section';
export { OwnerStatementSection } from './components/owner-statement-section';
export { LeaseLedgerSection, TenantLedgersSection } from './components/lease-ledger-section';
