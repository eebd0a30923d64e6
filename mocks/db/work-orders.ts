import {
  workOrderStatusValues,
  type MaintenanceRequestStatus,
  type WorkOrder,
  type WorkOrderStatus,
} from '@/lib/api/schema.gen';
import type { Db, WorkOrderRecord } from './tables';
import { bytesToBase64, filePath, seedPhoto } from './files';
import { seededId } from './ids';
import { isoDay, type SeedContext } from './seed-context';
import type { MaintenanceRequestRecord } from './maintenance-requests';
import { DONE_WORK_ORDER_STATUSES, type VendorRecord } from './vendors';

export type { WorkOrderRecord } from './tables';

export const WORK_ORDER_STATUSES = workOrderStatusValues;

export type WorkOrderAction = 'assign-vendor' | 'schedule' | 'reschedule' | 'start' | 'complete' | 'invoice' | 'close';

/**
 * Spec 3 §4 "Work order actions by status", with the resulting status (our choice, written in the contract):
 * each action is allowed only from the listed statuses; any other status answers 409.
 */
export const WORK_ORDER_TRANSITIONS: Record<WorkOrderAction, { from: WorkOrderStatus[]; to: WorkOrderStatus }> = {
  'assign-vendor': { from: ['created'], to: 'vendor_assigned' },
  schedule: { from: ['created', 'vendor_assigned'], to: 'scheduled' },
  reschedule: { from: ['scheduled'], to: 'scheduled' },
  start: { from: ['vendor_assigned', 'scheduled'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  invoice: { from: ['completed'], to: 'invoice_received' },
  /** `PUT /work-orders/{id}` with `status: closed` (Close Work Order). */
  close: { from: ['completed'], to: 'closed' },
};

/** Work orders in these statuses may be deleted (the work has not started). */
export const DELETABLE_WORK_ORDER_STATUSES: WorkOrderStatus[] = ['created', 'vendor_assigned', 'scheduled'];

export const isDone = (status: WorkOrderStatus): boolean =>
  (DONE_WORK_ORDER_STATUSES as readonly string[]).includes(status);

/** labor + material (a missing one counts as 0); null when both are unset. */
export function totalCostOf(record: Pick<WorkOrderRecord, 'laborCost' | 'materialCost'>): number | null {
  if (record.laborCost == null && record.materialCost == null) return null;
  return Math.round(((record.laborCost ?? 0) + (record.materialCost ?? 0)) * 100) / 100;
}

/** The contract's WorkOrder: the record with its request (property name, unit number), vendor and total cost. */
export function presentWorkOrder(db: Db, record: WorkOrderRecord): WorkOrder {
  const request = db.maintenanceRequests.get(record.maintenanceRequestId);
  const vendor = record.vendorId ? db.vendors.get(record.vendorId) : undefined;
  let maintenanceRequest: WorkOrder['maintenanceRequest'] = null;
  if (request) {
    const property = db.properties.get(request.propertyId) as Record<string, unknown> | undefined;
    const unit = db.units.get(request.unitId) as Record<string, unknown> | undefined;
    maintenanceRequest = {
      id: request.id,
      requestNumber: request.requestNumber,
      title: request.title,
      category: request.category,
      priority: request.priority,
      status: request.status,
      propertyId: request.propertyId,
      unitId: request.unitId,
      property: property ? { id: request.propertyId, name: String(property.name ?? '') } : null,
      unit: unit ? { id: request.unitId, unitNumber: String(unit.unitNumber ?? '') } : null,
    };
  }
  return {
    ...record,
    maintenanceRequest,
    vendor: vendor
      ? {
          id: vendor.id,
          companyName: vendor.companyName,
          contactName: vendor.contactName,
          phone: vendor.phone,
          email: vendor.email,
        }
      : null,
    totalCost: totalCostOf(record),
  };
}

/** `WO-<year>-<sequence>`: the sequence continues from the highest number already used. */
export function nextWorkOrderNumber(db: Db, year: number): string {
  let max = 0;
  for (const w of db.workOrders.all()) {
    const n = Number.parseInt(w.workOrderNumber.split('-').pop() ?? '', 10);
    if (Number.isFinite(n) && n > max) max = n;
  }
  return `WO-${year}-${String(max + 1).padStart(4, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Seed

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

/**
 * Stores invoice bytes as a file (served by GET /files/{fileKey}) and returns its path. Seeds pass
 * `seeded: true` and get a generated one-page PDF naming the work order.
 */
export function storeInvoice(
  db: Db,
  workOrder: Pick<WorkOrderRecord, 'id' | 'workOrderNumber'>,
  uploadedAt: string,
  seeded: boolean,
  file?: { bytes: Uint8Array; contentType: string; filename: string },
): string {
  const bytes = file?.bytes ?? new TextEncoder().encode(minimalPdf(`Invoice for ${workOrder.workOrderNumber}`));
  const extension = (file?.filename.match(/\.[a-z0-9]+$/i)?.[0] ?? '.pdf').toLowerCase();
  const key = seeded
    ? `seed-invoice-${workOrder.id}.pdf`
    : `invoice-${workOrder.id}-${Date.now().toString(36)}${extension}`;
  db.files.insert({
    id: key,
    contentType: file?.contentType ?? 'application/pdf',
    filename: file?.filename ?? `invoice-${workOrder.workOrderNumber}.pdf`,
    size: bytes.length,
    data: bytesToBase64(bytes),
    uploadedAt,
    status: 'stored',
    owner: null,
    seeded,
  });
  return filePath(key);
}

/** A valid one-page PDF showing one line of text. */
function minimalPdf(line: string): string {
  const text = line.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}
