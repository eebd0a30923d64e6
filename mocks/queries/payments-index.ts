import { db } from '../db';
import type { PaymentRecord } from '../db/payments';
import { derived } from './derived';

/** The payments table's groupings by owner, kept per version of the table (./derived.ts). */

export function groupBy(
  rows: readonly PaymentRecord[],
  key: (p: PaymentRecord) => string | null,
): Map<string, PaymentRecord[]> {
  const map = new Map<string, PaymentRecord[]>();
  for (const p of rows) {
    const k = key(p);
    if (k === null) continue;
    const list = map.get(k);
    if (list) list.push(p);
    else map.set(k, [p]);
  }
  return map;
}

export type PaymentOwner = 'tenantId' | 'unitId' | 'propertyId' | 'leaseId';

const owners: Record<PaymentOwner, () => Map<string, PaymentRecord[]>> = {
  tenantId: derived([db.payments], () => groupBy(db.payments.all(), (p) => p.tenantId)),
  unitId: derived([db.payments], () => groupBy(db.payments.all(), (p) => p.unitId)),
  propertyId: derived([db.payments], () => groupBy(db.payments.all(), (p) => p.propertyId)),
  leaseId: derived([db.payments], () => groupBy(db.payments.all(), (p) => p.leaseId)),
};

/** The payments of one tenant, unit, property or lease, in the table's order (a new array: sort it freely). */
export function paymentsOf(owner: PaymentOwner, id: string): PaymentRecord[] {
  return [...(owners[owner]().get(id) ?? [])];
}
