import type { MaintenanceRequestStatus, WorkOrderStatus } from '@/lib/api/schema.gen';
import { seedPhoto } from './files-seed';
import { seededId } from './ids';
import { REQUEST_TEMPLATES } from './maintenance-request-templates';
import { isoDay, type SeedContext } from './seed-context';
import type { MaintenanceRequestRecord, VendorRecord, WorkOrderRecord } from './tables';
import { isDone, storeInvoice, totalCostOf } from './work-orders';
import { MAINTENANCE_CATEGORIES, vendorJobFigures } from './vendors';

/** Statuses that say a bill came in: a work order in one of them always has its costs. */
const BILLED: readonly WorkOrderStatus[] = ['invoice_received', 'paid'];

/** What a job costs by the request's wording (maintenance-request-templates.ts); a wording not seeded, a typical small job. */
const JOB_COSTS = new Map<string, readonly [number, number]>(
  MAINTENANCE_CATEGORIES.flatMap((c) => REQUEST_TEMPLATES[c].map((t) => [t.title, t.cost] as const)),
);
const OTHER_JOB: readonly [number, number] = [80, 400];

/**
 * The seeded work orders. Apart from the record's rules the handlers use (./work-orders.ts), so that the browser downloads
 * it only when it seeds (./seeder.ts).
 */

/** Work order statuses seeded for each request status, taken in turn (requests in other statuses get none). */
const PLAN: Partial<Record<MaintenanceRequestStatus, WorkOrderStatus[][]>> = {
  work_order_created: [['created'], ['vendor_assigned'], ['scheduled'], ['created', 'scheduled']],
  in_progress: [['in_progress'], ['completed', 'in_progress'], ['in_progress']],
  completed: [['completed'], ['invoice_received'], ['paid', 'completed'], ['paid']],
  closed: [['closed'], ['paid']],
};

const INSTRUCTIONS = [
  'Inspect the issue on site, confirm the cause with the tenant and repair it. Call the tenant 30 minutes before arriving.',
  'Diagnose and fix. Replace worn parts if needed and send photos of the finished work.',
  'Repair as described in the request; keep the work area clean and dispose of old parts.',
  'Assess the damage, quote any extra work before starting, and complete the repair.',
];

/**
 * Default set: work orders for the requests whose status implies them (work_order_created, in_progress,
 * completed, closed), cycling so every work order status appears; done ones carry costs except every
 * fifth completed or closed one (a billed one, invoice_received or paid, always has them); the costs of
 * a request's work orders add up to a price within its job's cost; invoice_received and paid ones have a
 * stored invoice (a one-page PDF); one in three done ones has a photo. Vendors come from those having
 * the request's category (an inactive one may hold past, done work). Also sets each request's
 * `vendorId` and, for completed or closed requests, `actualCost`; last, a vendor with no finished job
 * keeps no rating (nobody could have rated its work).
 */
export function seedWorkOrders(ctx: SeedContext): void {
  const faker = ctx.fakerFor('work-orders');
  const vendors = ctx.db.vendors.all();
  const year = ctx.today.getUTCFullYear();
  const turns = new Map<MaintenanceRequestStatus, number>();
  const requests = ctx.db.maintenanceRequests
    .all()
    .slice()
    .sort((a, b) => a.submittedDate.localeCompare(b.submittedDate) || a.id.localeCompare(b.id));
  let seq = 0;
  let doneCount = 0;
  for (const request of requests) {
    const plans = PLAN[request.status];
    if (!plans) continue;
    const turn = turns.get(request.status) ?? 0;
    turns.set(request.status, turn + 1);
    const statuses = plans[turn % plans.length];
    // Which of them carry costs (counting done ones as always), and the job's price shared among them.
    const costed = statuses.map((status) => {
      if (!isDone(status)) return { costed: false, drawn: false };
      const drawn = doneCount++ % 5 !== 0;
      return { costed: drawn || BILLED.includes(status), drawn };
    });
    const shares = costed.filter((c) => c.costed).length;
    const [cheapest, dearest] = JOB_COSTS.get(request.title) ?? OTHER_JOB;
    let lastVendorId: string | null = null;
    let actualCost = 0;
    statuses.forEach((status, k) => {
      const vendor = pickVendor(vendors, request, status, seq);
      const assigned = status !== 'created' ? vendor : null;
      const createdDaysAgo = Math.max(0, daysAgo(ctx.today, request.submittedDate) - 1 - k);
      const createdAt = `${isoDay(ctx.today, -createdDaysAgo)}T${String(9 + k).padStart(2, '0')}:30:00.000Z`;
      const scheduled = status !== 'created' && status !== 'vendor_assigned';
      const started = !['created', 'vendor_assigned', 'scheduled'].includes(status);
      const done = isDone(status);
      const completedDay = request.completedDate?.slice(0, 10);
      const createdDay = createdAt.slice(0, 10);
      // Scheduled work lies ahead, by the request's due date when that is still to come (an emergency's
      // visit is today); started work began after creation; done work ran on the request's completion day.
      const dueIn = request.dueDate ? -daysAgo(ctx.today, request.dueDate) : -1;
      const scheduledDay =
        status === 'scheduled'
          ? isoDay(ctx.today, dueIn >= 0 ? Math.min(1 + (seq % 6), dueIn) : 1 + (seq % 6))
          : isDone(status) && completedDay && completedDay >= createdDay
            ? completedDay
            : isoDay(ctx.today, -Math.max(0, createdDaysAgo - 1));
      const estimatedDuration = seq % 3 === 0 ? null : [1, 1.5, 2, 3, 4.5][seq % 5];
      // The draws stay those made when only some done work orders had costs; a billed one without them takes the middle.
      const laborDraw = costed[k].drawn ? faker.number.int({ min: 6, max: 60 }) : 33;
      const materialDraw = costed[k].drawn ? faker.number.float({ min: 10, max: 400 }) : 205;
      // The job's price in whole dollars within its cost (so two shares are exact to the cent), labour
      // 40–80 % of a share in $5 steps, material the rest.
      const price = Math.round(cheapest + ((laborDraw - 6) / 54) * (dearest - cheapest));
      const share = shares ? price / shares : 0;
      const laborCost = costed[k].costed
        ? Math.floor((share * (0.4 + ((materialDraw - 10) / 390) * 0.4)) / 5) * 5
        : null;
      const materialCost = costed[k].costed ? Math.round((share - (laborCost ?? 0)) * 100) / 100 : null;
      const record: WorkOrderRecord = {
        id: seededId(faker),
        workOrderNumber: `WO-${year}-${String(++seq).padStart(4, '0')}`,
        maintenanceRequestId: request.id,
        instructions: `${request.title}: ${INSTRUCTIONS[seq % INSTRUCTIONS.length]}`,
        priority: request.priority,
        status,
        vendorId: assigned?.id ?? null,
        scheduledDate: scheduled
          ? `${scheduledDay}T${String(8 + (seq % 10)).padStart(2, '0')}:${seq % 2 ? '30' : '00'}:00`
          : null,
        estimatedDuration,
        actualStartTime: started
          ? `${scheduledDay}T${String(8 + (seq % 10)).padStart(2, '0')}:${seq % 2 ? '40' : '10'}:00`
          : null,
        actualDuration: done ? (estimatedDuration ?? 2) + (seq % 2 ? 0.5 : 0) : null,
        completedDate: done ? (request.completedDate ?? `${scheduledDay}T17:00:00.000Z`) : null,
        completionNotes: done ? 'Work finished and tested; the tenant confirmed the issue is resolved.' : null,
        laborCost,
        materialCost,
        invoiceUrl: null,
        photos: [],
        assignmentNotes: assigned && seq % 2 === 0 ? 'Tenant prefers morning visits.' : null,
        schedulingNotes: scheduled && seq % 3 === 1 ? 'Pick up the key at the front desk.' : null,
        startNotes: started && seq % 4 === 1 ? 'Water shut off at the unit valve.' : null,
        createdAt,
        updatedAt: done ? (request.completedDate ?? createdAt) : createdAt,
      };
      if (status === 'invoice_received' || status === 'paid')
        record.invoiceUrl = storeInvoice(ctx.db, record, record.updatedAt, true);
      ctx.db.workOrders.insert(record);
      if (done && seq % 3 === 0) {
        record.photos = [
          seedPhoto(
            ctx.db,
            { table: 'workOrders', id: record.id },
            0,
            `${record.workOrderNumber} finished`,
            (seq * 41) % 360,
            record.updatedAt,
          ),
        ];
      }
      if (record.vendorId) lastVendorId = record.vendorId;
      actualCost += totalCostOf(record) ?? 0;
    });
    const patch: Partial<MaintenanceRequestRecord> = { vendorId: lastVendorId };
    if ((request.status === 'completed' || request.status === 'closed') && actualCost > 0)
      patch.actualCost = Math.round(actualCost * 100) / 100;
    ctx.db.maintenanceRequests.update(request.id, patch);
  }
  for (const vendor of vendors) {
    if (vendor.averageRating !== null && vendorJobFigures(ctx.db, vendor.id).totalJobsCompleted === 0)
      ctx.db.vendors.update(vendor.id, { averageRating: null });
  }
}

function daysAgo(today: Date, iso: string): number {
  return Math.round((today.getTime() - Date.parse(iso.slice(0, 10) + 'T00:00:00Z')) / 86_400_000);
}

function pickVendor(
  vendors: VendorRecord[],
  request: MaintenanceRequestRecord,
  status: WorkOrderStatus,
  n: number,
): VendorRecord | null {
  // A request goes to a vendor whose trade it is (the first specialty) before one that also does it.
  const skilled = vendors.filter((v) => v.specialties.includes(request.category) && (v.isActive || isDone(status)));
  const trade = skilled.filter((v) => v.specialties[0] === request.category);
  const pool = trade.length ? trade : skilled.length ? skilled : vendors.filter((v) => v.isActive);
  return pool.length ? pool[n % pool.length] : null;
}
