import { db, resetDb } from '@mocks/db';
import type { LeaseRecord } from '@mocks/db/leases';

/** A seeded lease's id for a story's `parameters.route` (seeded ids are deterministic). */
export function seededLeaseId(predicate: (lease: LeaseRecord) => boolean = () => true): string {
  if (db.leases.count() === 0) resetDb();
  const lease = db.leases.find(predicate);
  if (!lease) throw new Error('The seed has no matching lease');
  return lease.id;
}

export const draftLeaseId = () => seededLeaseId((l) => l.status === 'draft' && !l.signedDate);
export const activeLeaseId = () => seededLeaseId((l) => l.status === 'active' && Boolean(l.actualMoveInDate));
