import type { MaintenanceRequest } from '@/lib/api/schema.gen';
import { propertySummary, unitSummary } from '../db/maintenance-requests';
import type { Db, MaintenanceRequestRecord } from '../db/tables';

/** The contract's MaintenanceRequest: the record with its property and unit in brief. */
export function presentMaintenanceRequest(db: Db, record: MaintenanceRequestRecord): MaintenanceRequest {
  return { ...record, property: propertySummary(db, record.propertyId), unit: unitSummary(db, record.unitId) };
}
