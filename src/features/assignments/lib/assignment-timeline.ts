import type { Assignment } from '@/lib/api/schema.gen';
import { todayIso } from '@/lib/format';

/** Lease statuses whose assignments are history: a tenant no longer lives under an expired or terminated lease. */
const ENDED_LEASE_STATUSES: readonly string[] = ['expired', 'terminated'];

type Timed = Pick<Assignment, 'endDate' | 'startDate'> & { lease?: { status?: string | null } | null };

/**
 * A past assignment: it ended before today, or its lease is expired or terminated. A renewal's old
 * lease (`renewed`) is not in the list: its tenant lives on under the new lease, whose own assignment
 * is the current one, and the old row ends when the renewal starts.
 */
export function isPastAssignment(assignment: Timed, today: string = todayIso()): boolean {
  const end = assignment.endDate ? assignment.endDate.slice(0, 10) : '';
  if (end && end < today) return true;
  return ENDED_LEASE_STATUSES.includes(assignment.lease?.status ?? '');
}

/**
 * The assignments as the tables list them (unit page, tenant page, lease page): the current ones
 * first, then the past ones, each group by start date, latest first; each row says whether it is past.
 */
export function currentThenPast<T extends Timed>(assignments: readonly T[], today: string = todayIso()) {
  const rows = assignments.map((assignment) => ({ assignment, past: isPastAssignment(assignment, today) }));
  const start = (row: { assignment: T }) => (row.assignment.startDate ?? '').slice(0, 10);
  return [...rows].sort((a, b) => {
    if (a.past !== b.past) return a.past ? 1 : -1;
    return start(b).localeCompare(start(a));
  });
}

type WithLease = Pick<Assignment, 'endDate' | 'startDate'> & {
  lease?: { id: string; leaseNumber?: string; status?: string | null } | null;
};

/**
 * The lease a tenant lives under now, from their assignments: a current assignment (no end date, or an
 * end date today or later) linked to an `active` lease — the contract's `hasActiveLease` rule (Tenant
 * schema), with the lease it found. With several, the one whose assignment started last.
 */
export function activeLeaseOf<T extends WithLease>(assignments: readonly T[], today: string = todayIso()) {
  const current = assignments.filter(
    (a) => a.lease?.status === 'active' && (!a.endDate || a.endDate.slice(0, 10) >= today),
  );
  current.sort((a, b) => (b.startDate ?? '').slice(0, 10).localeCompare((a.startDate ?? '').slice(0, 10)));
  return current[0]?.lease ?? null;
}
