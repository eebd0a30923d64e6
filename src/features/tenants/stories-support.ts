import { db } from '@mocks/db';
import { seededId } from '@/testing/seeded-store';
import { todayIso } from '@/lib/format';

export const tenantWithAssignments = () =>
  seededId('tenants', (t) => Boolean(t.ssn) && db.assignments.where((a) => a.tenantId === t.id).length > 0);
export const tenantWithoutAssignments = () =>
  seededId('tenants', (t) => db.assignments.where((a) => a.tenantId === t.id).length === 0);

/** A tenant living under an active lease (a current assignment linked to an `active` lease). */
export const tenantWithActiveLease = () => {
  const today = todayIso();
  return seededId(
    'tenants',
    (t) =>
      db.assignments.where(
        (a) =>
          a.tenantId === t.id &&
          Boolean(a.leaseId) &&
          (!a.endDate || a.endDate >= today) &&
          db.leases.get(a.leaseId!)?.status === 'active',
      ).length > 0,
  );
};

/** A stored tenant as the API returns it, for components that take a tenant. */
export function seededTenantView(id: string) {
  return { ...db.tenants.get(id)!, hasActiveLease: false };
}
