import { workOrderStatusValues } from '@/lib/api/schema.gen';
import { isWorkOrderDone } from '@/lib/work-order-status';
import type { Db, WorkOrderRecord } from './tables';
import { bytesToBase64, filePath } from './files';

export type { WorkOrderRecord } from './tables';

export const WORK_ORDER_STATUSES = workOrderStatusValues;

/**
 * The state machine (allowed actions, resulting statuses, done and active statuses) is
 * src/lib/work-order-status.ts, which the work order page reads too; the seed reads `isDone` here.
 */
export const isDone = isWorkOrderDone;

/** A work order's fields before any work: what a create leaves unset (the handler, test factories). */
export function blankWorkOrderFields(): Pick<
  WorkOrderRecord,
  | 'vendorId'
  | 'scheduledDate'
  | 'estimatedDuration'
  | 'actualStartTime'
  | 'actualDuration'
  | 'completedDate'
  | 'completionNotes'
  | 'laborCost'
  | 'materialCost'
  | 'invoiceUrl'
  | 'photos'
  | 'assignmentNotes'
  | 'schedulingNotes'
  | 'startNotes'
> {
  return {
    vendorId: null,
    scheduledDate: null,
    estimatedDuration: null,
    actualStartTime: null,
    actualDuration: null,
    completedDate: null,
    completionNotes: null,
    laborCost: null,
    materialCost: null,
    invoiceUrl: null,
    photos: [],
    assignmentNotes: null,
    schedulingNotes: null,
    startNotes: null,
  };
}

/** labor + material (a missing one counts as 0); null when both are unset. */
export function totalCostOf(record: Pick<WorkOrderRecord, 'laborCost' | 'materialCost'>): number | null {
  if (record.laborCost == null && record.materialCost == null) return null;
  return Math.round(((record.laborCost ?? 0) + (record.materialCost ?? 0)) * 100) / 100;
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
