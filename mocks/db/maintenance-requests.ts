import {
  maintenancePriorityValues,
  maintenanceRequestSourceValues,
  maintenanceRequestStatusValues,
  type MaintenanceCounts,
  type MaintenancePropertySummary,
  type MaintenanceRequestStatus,
  type MaintenanceRequestSummary,
  type MaintenanceUnitSummary,
} from '@/lib/api/schema.gen';
import type { Db, MaintenanceRequestRecord } from './tables';
import { MAINTENANCE_CATEGORIES } from './vendors';

export type { MaintenanceRequestRecord } from './tables';

export const MAINTENANCE_PRIORITIES = maintenancePriorityValues;
export const MAINTENANCE_REQUEST_STATUSES = maintenanceRequestStatusValues;
export const MAINTENANCE_REQUEST_SOURCES = maintenanceRequestSourceValues;

/** Statuses in which a request can no longer be overdue. */
export const FINISHED_REQUEST_STATUSES: MaintenanceRequestStatus[] = ['completed', 'closed', 'cancelled'];
/** Final statuses: a request in one of them keeps it (status calls answer 409, work orders cannot be created). */
export const FINAL_REQUEST_STATUSES: MaintenanceRequestStatus[] = ['closed', 'cancelled'];
const OPEN_STATUSES: MaintenanceRequestStatus[] = ['draft', 'submitted', 'review', 'approved', 'work_order_created'];

// ---------------------------------------------------------------------------------------------
// Derived figures (computed when asked, never stored)

/** Overdue: a due date before today and a status other than completed, closed or cancelled. */
export function isOverdue(record: Pick<MaintenanceRequestRecord, 'dueDate' | 'status'>, todayIso: string): boolean {
  return !!record.dueDate && record.dueDate < todayIso && !FINISHED_REQUEST_STATUSES.includes(record.status);
}

/** Spec 3 §4 and spec 2 §4 give the same bands (7, 15, 30 days): one rule for rent and maintenance. */
export { overdueSeverity } from '@/lib/late-fees';

/**
 * The dashboard's maintenance overview ({open, inProgress, completed, overdue}), for the dashboard
 * handler: open = draft, submitted, review, approved or work_order_created; inProgress = in_progress;
 * completed = completed or closed; overdue as `isOverdue`. Cancelled requests count in none of the first three.
 */
export function maintenanceCounts(db: Db, todayIso: string): MaintenanceCounts {
  const counts = { open: 0, inProgress: 0, completed: 0, overdue: 0 };
  for (const r of db.maintenanceRequests.all()) {
    if (OPEN_STATUSES.includes(r.status)) counts.open++;
    else if (r.status === 'in_progress') counts.inProgress++;
    else if (r.status === 'completed' || r.status === 'closed') counts.completed++;
    if (isOverdue(r, todayIso)) counts.overdue++;
  }
  return counts;
}

function zeroCounts<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
}

export function maintenanceSummary(db: Db, todayIso: string): MaintenanceRequestSummary {
  const byStatus = zeroCounts(MAINTENANCE_REQUEST_STATUSES);
  const byPriority = zeroCounts(MAINTENANCE_PRIORITIES);
  const byCategory = zeroCounts(MAINTENANCE_CATEGORIES);
  const rows = db.maintenanceRequests.all();
  for (const r of rows) {
    byStatus[r.status]++;
    byPriority[r.priority]++;
    byCategory[r.category]++;
  }
  return { total: rows.length, ...maintenanceCounts(db, todayIso), byStatus, byPriority, byCategory };
}

// ---------------------------------------------------------------------------------------------
// Presentation: the record with its property and unit

const text = (v: unknown): string | null => (typeof v === 'string' ? v : v == null ? null : String(v));
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function propertySummary(db: Db, propertyId: string): MaintenancePropertySummary | null {
  const p = db.properties.get(propertyId) as Record<string, unknown> | undefined;
  if (!p) return null;
  return {
    id: propertyId,
    name: text(p.name) ?? '',
    address: text(p.address),
    city: text(p.city),
    state: text(p.state),
    zipCode: text(p.zipCode),
  };
}

export function unitSummary(db: Db, unitId: string): MaintenanceUnitSummary | null {
  const u = db.units.get(unitId) as Record<string, unknown> | undefined;
  if (!u) return null;
  return {
    id: unitId,
    unitNumber: text(u.unitNumber) ?? '',
    unitType: text(u.unitType),
    monthlyRent: num(u.monthlyRent),
    squareFootage: num(u.squareFootage),
    bedrooms: num(u.bedrooms),
    bathrooms: num(u.bathrooms),
  };
}

/** The property id a unit belongs to (units store it as `rentalPropertyId`). */
export function unitPropertyId(db: Db, unitId: string): string | undefined {
  const u = db.units.get(unitId) as Record<string, unknown> | undefined;
  return u ? (text(u.rentalPropertyId) ?? undefined) : undefined;
}

/** `MR-<year>-<sequence>`: the sequence continues from the highest number already used. */
export function nextRequestNumber(db: Db, year: number): string {
  let max = 0;
  for (const r of db.maintenanceRequests.all()) {
    const n = Number.parseInt(r.requestNumber.split('-').pop() ?? '', 10);
    if (Number.isFinite(n) && n > max) max = n;
  }
  return `MR-${year}-${String(max + 1).padStart(4, '0')}`;
}
