import type { Faker } from '@faker-js/faker';
import { seededId } from './ids';
import type { Db, AssignmentRecord } from './tables';

export type { AssignmentRecord } from './tables';

/** Current = not ended: no end date, or an end date today or later. A unit with a current assignment is occupied. */
export function isCurrentAssignment(a: Pick<AssignmentRecord, 'endDate'>, today: string): boolean {
  return !a.endDate || a.endDate >= today;
}

/**
 * The `hasActiveLease` flag: tenants with a current assignment linked to a lease whose status is
 * active. One rule for every answer that carries the flag (tenant lists and details, global search).
 * `among` limits the work to some tenants (e.g. one page of search hits).
 */
export function tenantsWithActiveLease(db: Db, today: string, among?: ReadonlySet<string>): Set<string> {
  const ids = new Set<string>();
  if (among && among.size === 0) return ids;
  for (const a of db.assignments.all()) {
    if (!a.leaseId || (among && !among.has(a.tenantId)) || ids.has(a.tenantId) || !isCurrentAssignment(a, today))
      continue;
    if (db.leases.get(a.leaseId)?.status === 'active') ids.add(a.tenantId);
  }
  return ids;
}

/**
 * The lease a payment of `tenantId` on `unitId` due on `day` belongs to, when the payment does not name one:
 * the lease of the tenant's assignment to the unit that covers the day, else of the latest one with a lease.
 * `null` when the tenant has no lease on the unit (the payment then belongs to no lease's account).
 */
export function leaseOfTenancy(db: Db, tenantId: string, unitId: string, day: string): string | null {
  let covering: AssignmentRecord | undefined;
  let latest: AssignmentRecord | undefined;
  for (const a of db.assignments.all()) {
    if (a.tenantId !== tenantId || a.unitId !== unitId || !a.leaseId) continue;
    if (a.startDate <= day && (!a.endDate || a.endDate >= day) && (!covering || a.startDate > covering.startDate))
      covering = a;
    if (!latest || a.startDate > latest.startDate) latest = a;
  }
  return (covering ?? latest)?.leaseId ?? null;
}

// ---------------------------------------------------------------- seeding (the plan: tenancy-seed.ts)

/** One seeded assignment drawn from `faker` (the assignments stream). */
export function buildAssignment(faker: Faker, input: Omit<AssignmentRecord, 'id' | 'updatedAt'>): AssignmentRecord {
  return {
    id: seededId(faker),
    tenantId: input.tenantId,
    unitId: input.unitId,
    leaseId: input.leaseId,
    isPrimary: input.isPrimary,
    startDate: input.startDate,
    endDate: input.endDate,
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
  };
}
