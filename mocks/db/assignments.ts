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
