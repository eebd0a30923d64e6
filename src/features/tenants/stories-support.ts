import { db, resetDb } from '@mocks/db';
import type { TenantRecord } from '@mocks/db/tenants';
import { todayIso } from '@/lib/format';

/** A seeded tenant's id for a story's route (the seed is deterministic and re-seeded before every story). */
export function seededTenantId(predicate: (tenant: TenantRecord) => boolean = () => true): string {
  if (db.tenants.count() === 0) resetDb();
  const tenant = db.tenants.find(predicate);
  if (!tenant) throw new Error('The seed has no matching tenant');
  return tenant.id;
}

export const tenantWithAssignments = () =>
  seededTenantId((t) => Boolean(t.ssn) && db.assignments.where((a) => a.tenantId === t.id).length > 0);
export const tenantWithoutAssignments = () =>
  seededTenantId((t) => db.assignments.where((a) => a.tenantId === t.id).length === 0);

/** A tenant living under an active lease (a current assignment linked to an `active` lease). */
export const tenantWithActiveLease = () => {
  if (db.tenants.count() === 0) resetDb();
  const today = todayIso();
  return seededTenantId(
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
