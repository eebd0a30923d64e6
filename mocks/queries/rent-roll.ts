import type { RentRollUnit } from '@/lib/api/schema.gen';
import { RENT_DUE_DAY, dayOfMonth, lastDayOfMonth, roundCents } from '@/lib/late-fees';
import { db } from '../db';
import type { UnitRecord } from '../db/tables';
import { tenantRef, unitRef } from '../views/tenancy';
import { todayIso } from '../support/time';
import { billRecord, leaseAccounts, leasesByUnit } from './accounts';
import { paymentsWithLateFee } from './payments';

/**
 * The rent roll's rows of `units` for `month` (see openapi/paths/payments_rent-roll.yaml): per unit the
 * tenant of an assignment overlapping the month, and the month's rent bills of the unit's leases from
 * their accounts on `today` (./accounts.ts): expected is what they bill, paid what the lease's payments
 * settle of them, the due date the bill's. The rent roll and the owner statement both read these rows, so
 * their rent figures agree with the ledger and the aging for any month.
 */
export function rentRollUnits(month: string, units: readonly UnitRecord[], today = todayIso()): RentRollUnit[] {
  const first = `${month}-01`;
  const last = lastDayOfMonth(month);
  const wanted = units.length === db.units.count() ? null : new Set(units.map((u) => u.id));
  const tenancy = new Map<string, { tenantId: string; isPrimary: boolean }>();
  for (const a of db.assignments.all()) {
    if (wanted && !wanted.has(a.unitId)) continue;
    if (a.startDate > last || (a.endDate && a.endDate < first)) continue;
    const known = tenancy.get(a.unitId);
    if (!known || (!known.isPrimary && a.isPrimary))
      tenancy.set(a.unitId, { tenantId: a.tenantId, isPrimary: a.isPrimary });
  }
  const applied = paymentsWithLateFee();
  const accounts = leaseAccounts(today);
  const byUnit = leasesByUnit();
  const billId = `rent:${month}`;
  return units.map((unit) => {
    const t = tenancy.get(unit.id);
    const tenant = t ? db.tenants.get(t.tenantId) : undefined;
    let expected = 0;
    let paid = 0;
    let dueDate: string | null = null;
    let lateFeeApplied = false;
    for (const leaseId of byUnit.get(unit.id) ?? []) {
      const bill = accounts.get(leaseId)?.charges.find((c) => c.id === billId);
      if (!bill) continue;
      expected += bill.amount;
      paid += bill.amount - bill.outstanding;
      if (!dueDate || bill.dueDate < dueDate) dueDate = bill.dueDate;
      const record = billRecord(leaseId, bill);
      if (record && applied.has(record.id)) lateFeeApplied = true;
    }
    return {
      unit: unitRef(unit, false),
      tenant: tenant ? tenantRef(tenant) : null,
      expectedRent: roundCents(expected),
      amountPaid: roundCents(paid),
      dueDate: dueDate ?? dayOfMonth(month, RENT_DUE_DAY),
      placeholder: !dueDate,
      lateFeeApplied,
    };
  });
}
