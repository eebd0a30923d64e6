import type { Assignment } from '@/lib/api/schema.gen';
import type { SeedContext } from './seed-context';
import { tenancySeed } from './tenancy-seed';

/** A stored assignment: the contract's Assignment without the nested tenant, unit and lease (joined when asked). */
export type AssignmentRecord = Omit<Assignment, 'tenant' | 'unit' | 'lease'>;

/** Current = not ended: no end date, or an end date today or later. A unit with a current assignment is occupied. */
export function isCurrentAssignment(a: Pick<AssignmentRecord, 'endDate'>, today: string): boolean {
  return !a.endDate || a.endDate >= today;
}

export function seedAssignments(ctx: SeedContext): void {
  for (const assignment of tenancySeed(ctx).assignments) ctx.db.assignments.insert(assignment);
}
