import type { RentRollUnit } from '@/lib/api/schema.gen';
import { RENT_DUE_DAY, dayOfMonth, lastDayOfMonth, roundCents } from '@/lib/late-fees';
import { db } from '../db';
import type { UnitRecord } from '../db/tables';
import { tenantRef, unitRef } from '../handlers/tenancy-support';
import { paymentsWithLateFee, rentByDueMonth } from './payments';

/**
 * The rent roll's rows of `units` for `month` (see openapi/paths/payments_rent-roll.yaml): per unit the
 * tenant of an assignment overlapping the month, the expected rent, the completed rent paid for rent due in
 * the month, the due date (the earliest rent due in the month, else the 5th). The rent roll and the owner
 * statement both read these rows, so their rent figures agree for any month.
 */
export function rentRollUnits(month: string, units: readonly UnitRecord[]): RentRollUnit[] {
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
  const rent = new Map<string, { paid: number; dueDate: string | null; lateFeeApplied: boolean }>();
  for (const p of rentByDueMonth().get(month) ?? []) {
    if (wanted && !wanted.has(p.unitId)) continue;
    const r = rent.get(p.unitId) ?? { paid: 0, dueDate: null, lateFeeApplied: false };
    if (p.status === 'completed') r.paid += p.amount;
    if (!r.dueDate || p.dueDate < r.dueDate) r.dueDate = p.dueDate;
    if (applied.has(p.id)) r.lateFeeApplied = true;
    rent.set(p.unitId, r);
  }
  return units.map((unit) => {
    const t = tenancy.get(unit.id);
    const tenant = t ? db.tenants.get(t.tenantId) : undefined;
    const r = rent.get(unit.id);
    return {
      unit: unitRef(unit, false),
      tenant: tenant ? tenantRef(tenant) : null,
      expectedRent: t ? unit.monthlyRent : 0,
      amountPaid: roundCents(r?.paid ?? 0),
      dueDate: r?.dueDate ?? dayOfMonth(month, RENT_DUE_DAY),
      placeholder: !r?.dueDate,
      lateFeeApplied: r?.lateFeeApplied ?? false,
    };
  });
}
