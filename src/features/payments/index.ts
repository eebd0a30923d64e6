/**
 * What other features use of payments: the Payments sections of the tenant page, the lease's Financial
 * tab and the unit page (each with what the leases owe, from the server's model). Everything else in
 * this folder is internal.
 */
export { LeasePaymentsSection, TenantPaymentsSection, UnitPaymentsSection } from './components/payments-section';
export { OwnerStatementSection } from './components/owner-statement-section';
export { LeaseLedgerSection, TenantLedgersSection } from './components/lease-ledger-section';
/** The reports' CSV writer and download, and their print area, for the other money screens (the deposit statement). */
export { downloadCsv, toCsv } from './lib/csv';
export { PrintArea } from './components/print';
export { StatementDocument, STATEMENT_CELL, STATEMENT_FIGURE } from './components/statement-document';
export { ReportPropertyFilter } from './components/property-filter';
export { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from './lib/payment-labels';
