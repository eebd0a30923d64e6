import { seedPhoto } from './files-seed';
import { seededId } from './ids';
import { REQUEST_TEMPLATES } from './demo-text';
import {
  FINISHED_REQUEST_STATUSES,
  MAINTENANCE_REQUEST_SOURCES,
  MAINTENANCE_REQUEST_STATUSES,
} from './maintenance-requests';
import { isoDay, keepDraw, type SeedContext } from './seed-context';
import type { MaintenanceRequestRecord } from './tables';
import { MAINTENANCE_CATEGORIES } from './vendors';

/**
 * The seeded maintenance requests. Apart from the record's rules the handlers use (./maintenance-requests.ts), so that the browser downloads
 * it only when it seeds (./seeder.ts).
 */

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
    .map((u) => ({ unitId: u.id, propertyId: u.rentalPropertyId }))
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
