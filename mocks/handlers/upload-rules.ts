import type { HttpResponse } from 'msw';
import type { Problem } from '@/lib/api/schema.gen';
import { db } from '../db';
import { bytesToBase64, type FileRecord } from '../db/files';
import { badRequest, problem } from '../support/responses';

/**
 * The rules every upload shares (photos of any entity, upload-URL puts, tenant and lease documents): spec 1
 * §8 maps 403 and 507 for the upload family. Each upload handler asks `uploadRefusal` after its own
 * type, size and count checks and before it stores anything.
 */

/** The mock's storage quota: uploaded (not seeded) bytes of every kind, photos and documents alike. */
export const STORAGE_QUOTA_BYTES = 50 * 1024 * 1024;

export const permissionMessage = (what: 'photos' | 'documents') => `You do not have permission to upload ${what}.`;
export const quotaMessage = 'Storage quota exceeded. Please contact support.';

/** Bytes uploaded so far (seeded files do not count). */
export function uploadedBytes(): number {
  let total = 0;
  for (const file of db.files.all()) if (!file.seeded) total += file.size;
  return total;
}

/**
 * Whether the signed-in user may change the record. The specs show no roles (spec 1 §6, spec 2 §6), so
 * every signed-in user may: the mock never answers 403, but a real server with roles would here.
 */
function mayUpload(): boolean {
  return true;
}

/** 403 without permission, 507 when `incomingBytes` more would pass the quota; otherwise null (go on). */
export function uploadRefusal(incomingBytes: number, what: 'photos' | 'documents'): HttpResponse<Problem> | null {
  if (!mayUpload()) return problem(403, permissionMessage(what));
  if (uploadedBytes() + incomingBytes > STORAGE_QUOTA_BYTES) return problem(507, quotaMessage);
  return null;
}

/** What one multipart upload accepts (spec 1 §8 photos, spec 2 tenant and lease documents). */
export interface UploadLimits {
  /** Permission and quota messages name these. */
  what: 'photos' | 'documents';
  /** The most files one request may carry (400 `Maximum N files allowed`); photos count per record instead. */
  maxFiles?: number;
  maxBytes: number;
  accepts: (file: File) => boolean;
  typeMessage: string;
  /** A further check after type and size, before permission and quota (photos: the record's photo count). */
  also?: (files: File[]) => Response | null;
}

const SIZE_MESSAGE = 'File size exceeds 10MB limit';

/** The request's multipart form, or the 400 that names `field` when the body is not multipart/form-data. */
export async function multipartForm(request: Request, field: string): Promise<FormData | Response> {
  try {
    return await request.formData();
  } catch {
    return badRequest([{ field, message: `The body must be multipart/form-data with files in the field ${field}` }]);
  }
}

/**
 * The files in `field`, checked in the order the handlers answer: none (400), too many (400), a type not
 * accepted (400), one too big (413), `limits.also`, then permission (403) and quota (507). Returns the
 * refusal instead when one applies; nothing is stored either way.
 */
export function checkedUploads(form: FormData, field: string, limits: UploadLimits): File[] | Response {
  const files = form.getAll(field).filter((f): f is File => typeof f !== 'string');
  if (files.length === 0) return badRequest([{ field, message: `${field} is a required field` }]);
  if (limits.maxFiles !== undefined && files.length > limits.maxFiles)
    return badRequest([{ field, message: `Maximum ${limits.maxFiles} files allowed` }]);
  if (files.some((f) => !limits.accepts(f)))
    return problem(400, limits.typeMessage, [{ field, message: limits.typeMessage }]);
  if (files.some((f) => f.size > limits.maxBytes))
    return problem(413, SIZE_MESSAGE, [{ field, message: SIZE_MESSAGE }]);
  const refused =
    limits.also?.(files) ??
    uploadRefusal(
      files.reduce((n, f) => n + f.size, 0),
      limits.what,
    );
  return refused ?? files;
}

/** The stored-file record of one uploaded file (its bytes read, base64-encoded), ready for `db.files.insert`. */
export async function uploadedFile(
  file: File,
  record: Pick<FileRecord, 'id' | 'contentType' | 'filename' | 'uploadedAt' | 'owner'>,
): Promise<FileRecord> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { ...record, size: bytes.length, data: bytesToBase64(bytes), status: 'stored', seeded: false };
}

/** A file name made safe for a path segment (document uploads keep it in their key and path). */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return (cleaned || 'file').slice(-120);
}
