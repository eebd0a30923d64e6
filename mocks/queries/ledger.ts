import type { AgingBuckets, AgingPropertyTotals, AgingRow, LeaseLedger } from '@/lib/api/schema.gen';
import { addBuckets, agingOf, buildLedger, defaultLedgerEnd, depositsOf, emptyBuckets } from '@/lib/ledger';
import { db } from '../db';
import type { LeaseRecord } from '../db/tables';
import { cmp } from '../support/order';
import { leaseSummary, propertyRef, tenantRef, unitRef } from '../views/tenancy';
import { todayIso } from '../support/time';
import { accountOfLease, leaseAccounts, partiesByLease } from './accounts';
import { derived } from './derived';
import { paymentsOf } from './payments-index';

/**
 * The lease ledger and the aging (rules: src/lib/ledger.ts and the contract's descriptions), computed from
 * the store when asked; the aging of every lease is kept per day and version of the tables it reads.
 */

/** The lease's tenant, unit and property: its primary assignment's (else its first one's). */
export function leaseParty(leaseId: string) {
  const a = partiesByLease().get(leaseId);
  const tenant = a ? db.tenants.get(a.tenantId) : undefined;
  const unit = a ? db.units.get(a.unitId) : undefined;
  const property = unit ? db.properties.get(unit.rentalPropertyId) : undefined;
  return {
    tenant: tenant ? tenantRef(tenant) : null,
    unit: unit ? unitRef(unit, false) : null,
    property: property ? propertyRef(property) : null,
  };
}

/** The ledger of a lease between `from` (default: its start) and `to` (default: the end of this month). */
export function leaseLedger(
  lease: LeaseRecord,
  range: { from?: string; to?: string },
  today = todayIso(),
): LeaseLedger {
  const from = range.from ?? lease.startDate;
  const to = range.to ?? defaultLedgerEnd(today);
  const payments = paymentsOf('leaseId', lease.id);
  const { charges: _charges, ...ledger } = buildLedger(lease, payments, { from, to });
  return {
    lease: leaseSummary(lease),
    ...leaseParty(lease.id),
    ...ledger,
    account: accountOfLease(lease, today).account,
    deposits: depositsOf(lease, payments),
  };
}

/** Every lease with something outstanding on `asOf`, by property name, unit number and tenant name. */
const agingRows = derived([db.leases, db.payments, db.assignments, db.units, db.properties, db.tenants], (asOf) => {
  const rows: AgingRow[] = [];
  for (const { lease, charges } of leaseAccounts(asOf).values()) {
    const { oldestDueDate, ...buckets } = agingOf(charges, asOf);
    if (buckets.total <= 0 || !oldestDueDate) continue;
    rows.push({ lease: leaseSummary(lease), ...leaseParty(lease.id), ...buckets, oldestDueDate });
  }
  const name = (r: AgingRow) => (r.tenant ? `${r.tenant.lastName} ${r.tenant.firstName}` : '');
  return rows.sort(
    (a, b) =>
      (a.property?.name ?? '').localeCompare(b.property?.name ?? '') ||
      (a.unit?.unitNumber ?? '').localeCompare(b.unit?.unitNumber ?? '', undefined, { numeric: true }) ||
      name(a).localeCompare(name(b)) ||
      cmp(a.lease.id, b.lease.id),
  );
});

/** The aging on `asOf` (optionally of one property): its rows, the totals per property and overall. */
export function aging(asOf: string, propertyId?: string) {
  const all = agingRows(asOf);
  const rows = propertyId ? all.filter((r) => r.property?.id === propertyId) : all;
  const summary: AgingBuckets = emptyBuckets();
  const byProperty = new Map<string, AgingPropertyTotals>();
  for (const row of rows) {
    const { lease: _l, tenant: _t, unit: _u, property, oldestDueDate: _o, ...buckets } = row;
    addBuckets(summary, buckets);
    if (!property) continue;
    const totals = byProperty.get(property.id) ?? { property, leaseCount: 0, ...emptyBuckets() };
    totals.leaseCount++;
    byProperty.set(property.id, addBuckets(totals, buckets) as AgingPropertyTotals);
  }
  const propertyTotals = [...byProperty.values()].sort(
    (a, b) => a.property.name.localeCompare(b.property.name) || cmp(a.property.id, b.property.id),
  );
  return { rows, summary, propertyTotals };
}
