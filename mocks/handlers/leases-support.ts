/** What the lease handler modules share: the lifecycle actions' input and the lease's save. */
import { db } from '../db';
import type { LeaseRecord } from '../db/leases';
import { readBody } from '../support/request';
import { badRequest, notFound } from '../support/responses';
import { nowIso } from '../support/time';
import { spec2Rules } from './tenancy-support';

/** 404, then the body (400), for the lifecycle actions and the status change. */
export async function actionInput<R extends Request>(id: string, request: R) {
  const lease = db.leases.get(id);
  if (!lease) return { error: notFound('Lease') } as const;
  const { body, errors } = await readBody(request, spec2Rules('lease'));
  if (errors) return { error: badRequest(errors) } as const;
  return { lease, body, error: null } as const;
}

/** Stores the lease with `patch` applied and a new `updatedAt`. */
export function save(lease: LeaseRecord, patch: Partial<LeaseRecord>): LeaseRecord {
  const next: LeaseRecord = { ...lease, ...patch, updatedAt: nowIso() };
  db.leases.replace(next);
  return next;
}
