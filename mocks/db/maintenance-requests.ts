import {
  maintenancePriorityValues,
  maintenanceRequestSourceValues,
  maintenanceRequestStatusValues,
  type MaintenanceCounts,
  type MaintenancePropertySummary,
  type MaintenanceRequest,
  type MaintenanceRequestStatus,
  type MaintenanceRequestSummary,
  type MaintenanceUnitSummary,
} from '@/lib/api/schema.gen';
import type { Db, MaintenanceRequestRecord } from './tables';
import { seedPhoto } from './files';
import { seededId } from './ids';
import { REQUEST_TEMPLATES } from './demo-text';
import { isoDay, keepDraw, type SeedContext } from './seed-context';
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

export function presentMaintenanceRequest(db: Db, record: MaintenanceRequestRecord): MaintenanceRequest {
  return { ...record, property: propertySummary(db, record.propertyId), unit: unitSummary(db, record.unitId) };
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

// ---------------------------------------------------------------------------------------------
// Seed

/** Days overdue used, in turn, for the overdue seeds: every severity band appears. */
const OVERDUE_DAYS = [3, 10, 20, 45, 6, 12, 25, 60];

/**
 * Default set (45 requests, 2,000 for `large`): statuses, categories and sources cycle so every value appears,
 * and each request's title, wording and priority come from its category's templates (every priority appears);
 * one in three unfinished requests is overdue (3 to 60 days, every severity band);
 * property and unit are real pairs from the units table (nothing is seeded when there are no units);
 * every fifth request (among the first 60) has 1 to 5 seeded photos.
 * Work orders, the request's `vendorId` and completion costs are filled in by `seedWorkOrders`.
 */
export function seedMaintenanceRequests(ctx: SeedContext): void {
  const faker = ctx.fakerFor('maintenance-requests');
  const pairs = ctx.db.units
    .all()
    .map((u) => ({ unitId: u.id, propertyId: text((u as Record<string, unknown>).rentalPropertyId) }))
    .filter((p): p is { unitId: string; propertyId: string } => !!p.propertyId && ctx.db.properties.has(p.propertyId));
  if (!pairs.length) return;
  const count = ctx.size === 'large' ? 2000 : 45;
  const year = ctx.today.getUTCFullYear();
  const rows: MaintenanceRequestRecord[] = [];
  let overdueTurn = 0;
  for (let i = 0; i < count; i++) {
    const status = MAINTENANCE_REQUEST_STATUSES[i % MAINTENANCE_REQUEST_STATUSES.length];
    const category = MAINTENANCE_CATEGORIES[i % MAINTENANCE_CATEGORIES.length];
    const source = MAINTENANCE_REQUEST_SOURCES[i % MAINTENANCE_REQUEST_SOURCES.length];
    const pair = pairs[(i * 7) % pairs.length];
    const finished = FINISHED_REQUEST_STATUSES.includes(status);
    let submittedDaysAgo = faker.number.int({ min: 1, max: 40 });
    let dueDate: string | null;
    if (!finished && i % 3 === 0) {
      const overdue = OVERDUE_DAYS[overdueTurn++ % OVERDUE_DAYS.length];
      submittedDaysAgo = overdue + faker.number.int({ min: 2, max: 10 });
      dueDate = isoDay(ctx.today, -overdue);
    } else if (i % 7 === 3) {
      dueDate = null;
    } else {
      dueDate = finished
        ? isoDay(ctx.today, -submittedDaysAgo + faker.number.int({ min: 1, max: 14 }))
        : isoDay(ctx.today, faker.number.int({ min: 1, max: 21 }));
    }
    const submittedDate = `${isoDay(ctx.today, -submittedDaysAgo)}T${String(8 + (i % 10)).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}:00.000Z`;
    const completedDate =
      status === 'completed' || status === 'closed'
        ? `${isoDay(ctx.today, -Math.max(0, submittedDaysAgo - faker.number.int({ min: 1, max: Math.max(1, submittedDaysAgo) })))}T16:00:00.000Z`
        : null;
    // The priority comes with the request's wording, as a manager would set it (a carpet cleaning is
    // never an emergency); the templates give every priority somewhere in the cycle.
    const templates = REQUEST_TEMPLATES[category];
    const { title, priority, description, note, internalNote } = templates[i % templates.length];
    rows.push({
      id: seededId(faker),
      requestNumber: '',
      title,
      description: keepDraw(faker.lorem.sentences({ min: 1, max: 3 }), description),
      category,
      priority,
      status,
      source,
      propertyId: pair.propertyId,
      unitId: pair.unitId,
      submittedDate,
      dueDate,
      completedDate,
      estimatedCost: i % 4 === 2 ? null : faker.number.int({ min: 8, max: 120 }) * 10,
      actualCost: null,
      notes: i % 3 === 1 ? keepDraw(faker.lorem.sentence(), note) : null,
      internalNotes: i % 4 === 0 ? keepDraw(faker.lorem.sentence(), internalNote) : null,
      photos: [],
      vendorId: null,
      createdAt: submittedDate,
      updatedAt: completedDate ?? submittedDate,
    });
  }
  // Numbers follow the submission order, as a real sequence would.
  rows
    .slice()
    .sort((a, b) => a.submittedDate.localeCompare(b.submittedDate) || a.id.localeCompare(b.id))
    .forEach((r, n) => (r.requestNumber = `MR-${year}-${String(n + 1).padStart(4, '0')}`));
  rows.forEach((r, i) => {
    ctx.db.maintenanceRequests.insert(r);
    // Some requests have photos (1 to 5, so cards show "+N more"); served by GET /files/{fileKey}.
    const photoCount = i < 60 && i % 5 === 1 ? [2, 3, 5, 1][Math.floor(i / 5) % 4] : 0;
    if (photoCount) {
      const photos = Array.from({ length: photoCount }, (_, k) =>
        seedPhoto(
          ctx.db,
          { table: 'maintenanceRequests', id: r.id },
          k,
          `${r.requestNumber} photo ${k + 1}`,
          (i * 37 + k * 50) % 360,
          r.submittedDate,
        ),
      );
      ctx.db.maintenanceRequests.update(r.id, { photos });
    }
  });
}
