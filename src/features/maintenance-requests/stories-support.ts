import { db } from '@mocks/db';
import { seededId } from '@/testing/seeded-store';

export const requestWithWorkOrders = () =>
  seededId(
    'maintenanceRequests',
    (r) => r.vendorId !== null && db.workOrders.where((w) => w.maintenanceRequestId === r.id).length > 0,
  );

export const requestWithoutWorkOrders = () =>
  seededId(
    'maintenanceRequests',
    (r) =>
      !['closed', 'cancelled'].includes(r.status) &&
      db.workOrders.where((w) => w.maintenanceRequestId === r.id).length === 0,
  );
