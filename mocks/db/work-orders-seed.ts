import type { MaintenanceRequestStatus, WorkOrderStatus } from '@/lib/api/schema.gen';
import { seedPhoto } from './files-seed';
import { seededId } from './ids';
import { isoDay, type SeedContext } from './seed-context';
import type { MaintenanceRequestRecord, VendorRecord, WorkOrderRecord } from './tables';
import { isDone, storeInvoice, totalCostOf } from './work-orders';

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
 * fifth; invoice_received and paid ones have a stored invoice (a one-page PDF); one in three done ones
 * has a photo. Vendors come from those having the request's
 * category (an inactive one may hold past, done work). Also sets each request's `vendorId` and, for
 * completed or closed requests, `actualCost`.
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
      // Scheduled work lies ahead; started work began after creation; done work ran on the request's completion day.
      const scheduledDay =
        status === 'scheduled'
          ? isoDay(ctx.today, 1 + (seq % 6))
          : isDone(status) && completedDay && completedDay >= createdDay
            ? completedDay
            : isoDay(ctx.today, -Math.max(0, createdDaysAgo - 1));
      const estimatedDuration = seq % 3 === 0 ? null : [1, 1.5, 2, 3, 4.5][seq % 5];
      const withCosts = done && doneCount++ % 5 !== 0;
      const laborCost = withCosts ? faker.number.int({ min: 6, max: 60 }) * 10 : null;
      const materialCost = withCosts ? Math.round(faker.number.float({ min: 10, max: 400 }) * 100) / 100 : null;
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
