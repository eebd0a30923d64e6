import { db, resetDb } from '@mocks/db';
import type { MaintenanceRequestRecord } from '@mocks/db/maintenance-requests';

/** A seeded request's id for a story's `parameters.route` (seeded ids are deterministic). */
export function seededRequestId(predicate: (request: MaintenanceRequestRecord) => boolean = () => true): string {
  if (db.maintenanceRequests.count() === 0) resetDb();
  const request = db.maintenanceRequests.find(predicate);
  if (!request) throw new Error('The seed has no matching maintenance request');
  return request.id;
}

export const requestWithWorkOrders = () =>
  seededRequestId((r) => r.vendorId !== null && db.workOrders.where((w) => w.maintenanceRequestId === r.id).length > 0);

export const requestWithoutWorkOrders = () =>
  seededRequestId(
    (r) =>
      !['closed', 'cancelled'].includes(r.status) &&
      db.workOrders.where((w) => w.maintenanceRequestId === r.id).length === 0,
  );
