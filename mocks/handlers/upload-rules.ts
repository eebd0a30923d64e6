import type { HttpResponse } from 'msw';
import type { Problem } from '@/lib/api/schema.gen';
import { db } from '../db';
import { problem } from '../support/responses';

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

/** A file name made safe for a path segment (document uploads keep it in their key and path). */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return (cleaned || 'file').slice(-120);
}
