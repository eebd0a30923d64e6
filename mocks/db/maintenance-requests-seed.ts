import { seedPhoto } from './files-seed';
import { seededId } from './ids';
import {
  FINISHED_REQUEST_STATUSES,
  MAINTENANCE_REQUEST_SOURCES,
  MAINTENANCE_REQUEST_STATUSES,
} from './maintenance-requests';
import {
  REQUEST_TEMPLATES,
  RESPONSE_DAYS,
  reportDescription,
  type RequestOccupancy,
  type RequestTemplate,
} from './maintenance-request-templates';
import { isoDay, keepDraw, type SeedContext } from './seed-context';
import type { MaintenanceRequestRecord, UnitRecord } from './tables';
import { MAINTENANCE_CATEGORIES } from './vendors';

/**
 * The seeded maintenance requests. Apart from the record's rules the handlers use (./maintenance-requests.ts), so that the browser downloads
 * it only when it seeds (./seeder.ts).
 */

/** Days overdue used, in turn, for the overdue seeds: every severity band appears. */
const OVERDUE_DAYS = [3, 10, 20, 45, 6, 12, 25, 60];

/** A unit a request may name: its property, and whether a tenant lives there. */
interface Place {
  unitId: string;
  propertyId: string;
  occupied: boolean;
}

const fits = (place: Place, occupancy: RequestOccupancy) =>
  occupancy === 'any' || place.occupied === (occupancy === 'occupied');

/**
 * The unit of the `i`-th request: the first from its turn on (every seventh unit, spreading requests
 * over the properties) where what the request says can happen; the turn's own unit if none can.
 */
function placeFor(places: Place[], i: number, template: RequestTemplate): Place {
  const start = (i * 7) % places.length;
  for (let k = 0; k < places.length; k++) {
    const place = places[(start + k) % places.length];
    if (fits(place, template.occupancy)) return place;
  }
  return places[start];
}

/** `drawn` (from `min`…`max`) moved onto the same place of `[low, high]`: keeps a draw's stream, changes its range. */
function rescale(drawn: number, min: number, max: number, [low, high]: readonly [number, number]): number {
  return max === min ? low : low + ((drawn - min) / (max - min)) * (high - low);
}

/**
 * Default set (45 requests, 2,000 for `large`): statuses, categories and sources cycle so every value appears;
 * each request's wording, priority, estimate and unit follow its template (maintenance-request-templates.ts):
 * the due date lies the priority's response time after submission (an emergency is due the next day),
 * the estimate within the job's cost, and a request only a tenant could write names an occupied unit (a
 * move-out job a vacant one). The 52 wordings each appear once in the default set; later reports of one
 * wording add a line, so no two requests share their text. One in three unfinished requests is overdue
 * (3 to 60 days, every severity band); property and unit are real pairs from the units table (nothing is
 * seeded when there are no units); every fifth request (among the first 60) has 1 to 5 seeded photos.
 * Work orders, the request's `vendorId` and completion costs are filled in by `seedWorkOrders`.
 */
export function seedMaintenanceRequests(ctx: SeedContext): void {
  const faker = ctx.fakerFor('maintenance-requests');
  const places: Place[] = ctx.db.units
    .all()
    .filter((u): u is UnitRecord => !!u.rentalPropertyId && ctx.db.properties.has(u.rentalPropertyId))
    .map((u) => ({ unitId: u.id, propertyId: u.rentalPropertyId, occupied: !u.isAvailable }));
  if (!places.length) return;
  const count = ctx.size === 'large' ? 2000 : 45;
  const year = ctx.today.getUTCFullYear();
  const rows: MaintenanceRequestRecord[] = [];
  const wordings = MAINTENANCE_CATEGORIES.length * 4;
  let overdueTurn = 0;
  for (let i = 0; i < count; i++) {
    const status = MAINTENANCE_REQUEST_STATUSES[i % MAINTENANCE_REQUEST_STATUSES.length];
    const category = MAINTENANCE_CATEGORIES[i % MAINTENANCE_CATEGORIES.length];
    const source = MAINTENANCE_REQUEST_SOURCES[i % MAINTENANCE_REQUEST_SOURCES.length];
    // The category's wordings in turn, so the first 52 requests use each wording once.
    const templates = REQUEST_TEMPLATES[category];
    const template = templates[Math.floor(i / MAINTENANCE_CATEGORIES.length) % templates.length];
    const { title, priority, note, internalNote } = template;
    const place = placeFor(places, i, template);
    const finished = FINISHED_REQUEST_STATUSES.includes(status);
    // The response time of the priority: the draws stay those the dates always made.
    const [fastest, slowest] = RESPONSE_DAYS[priority];
    const window = slowest - fastest + 1;
    let submittedDaysAgo = faker.number.int({ min: 1, max: 40 });
    let dueDate: string | null;
    if (!finished && i % 3 === 0) {
      const overdue = OVERDUE_DAYS[overdueTurn++ % OVERDUE_DAYS.length];
      const response = fastest + ((faker.number.int({ min: 2, max: 10 }) - 2) % window);
      submittedDaysAgo = overdue + response;
      dueDate = isoDay(ctx.today, -overdue);
    } else if (i % 7 === 3) {
      dueDate = null;
    } else {
      const response = finished
        ? fastest + ((faker.number.int({ min: 1, max: 14 }) - 1) % window)
        : fastest + ((faker.number.int({ min: 1, max: 21 }) - 1) % window);
      // Open and not overdue: submitted within the response time, so due today or later.
      if (!finished) submittedDaysAgo = 1 + ((submittedDaysAgo - 1) % response);
      dueDate = isoDay(ctx.today, -submittedDaysAgo + response);
    }
    const submittedDate = `${isoDay(ctx.today, -submittedDaysAgo)}T${String(8 + (i % 10)).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}:00.000Z`;
    const completedDate =
      status === 'completed' || status === 'closed'
        ? `${isoDay(ctx.today, -Math.max(0, submittedDaysAgo - faker.number.int({ min: 1, max: Math.max(1, submittedDaysAgo) })))}T16:00:00.000Z`
        : null;
    rows.push({
      id: seededId(faker),
      requestNumber: '',
      title,
      description: keepDraw(
        faker.lorem.sentences({ min: 1, max: 3 }),
        reportDescription(template, Math.floor(i / wordings)),
      ),
      category,
      priority,
      status,
      source,
      propertyId: place.propertyId,
      unitId: place.unitId,
      submittedDate,
      dueDate,
      completedDate,
      // Within the job's cost, rounded to $5 as an estimate would be.
      estimatedCost:
        i % 4 === 2 ? null : Math.round(rescale(faker.number.int({ min: 8, max: 120 }), 8, 120, template.cost) / 5) * 5,
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
