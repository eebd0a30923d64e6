import type { Photo } from '@/lib/api/schema.gen';
import { newId } from './ids';
import type { Db, FileOwnerTable, FileRecord } from './tables';

export type { FileOwnerTable, FileRecord, PhotoOwnerTable } from './tables';

/** The answer to a photo that is not a JPEG, PNG or WebP file. */
export const PHOTO_TYPE_MESSAGE = 'Only JPEG, PNG, and WebP files are allowed';

/** How long a key handed out by an upload-url call waits for its bytes (`PUT /files/{fileKey}`). */
export const UPLOAD_RESERVATION_MS = 60 * 60 * 1000;

/** Reserves a key for a photo of `owner` named `filename` (.jpg, .jpeg, .png or .webp): its bytes come later. */
export function reserveFile(
  db: Db,
  owner: { table: FileOwnerTable; id: string },
  filename: string,
  at: Date,
): { uploadUrl: string; path: string; expiresAt: string } {
  const extension = filename.slice(filename.lastIndexOf('.') + 1).toLowerCase();
  const key = `${newId()}.${extension === 'jpeg' ? 'jpg' : extension}`;
  db.files.insert({
    id: key,
    contentType: '',
    filename,
    size: 0,
    data: '',
    uploadedAt: at.toISOString(),
    status: 'reserved',
    owner,
    seeded: false,
  });
  const path = filePath(key);
  return { uploadUrl: path, path, expiresAt: new Date(at.getTime() + UPLOAD_RESERVATION_MS).toISOString() };
}

/** Vite's base path in the browser, "/" in Node (tsx scripts have no import.meta.env). */
function basePathOf(): string {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env;
  return env?.BASE_URL ?? '/';
}

/** The path under which a file is served: `<base>api/files/<key>` (relative to the API host). */
export function filePath(key: string): string {
  return `${basePathOf()}api/files/${encodeURIComponent(key)}`;
}

/** The file key of a photo path (its last segment), also accepting a bare key or a full URL. */
export function fileKeyOf(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // not URL-encoded
  }
  const trimmed = decoded.split(/[?#]/)[0].replace(/\/+$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

export function photoOf(file: FileRecord): Photo {
  return { url: filePath(file.id), filename: file.filename, size: file.size, uploadedAt: file.uploadedAt };
}

type BufferLike = {
  from(data: Uint8Array | string, encoding?: string): Uint8Array & { toString(encoding: string): string };
};
const NodeBuffer = (globalThis as { Buffer?: BufferLike }).Buffer;

/** Base64 of bytes (Buffer in Node, btoa over 32 KB chunks in the browser: both give the same text). */
export function bytesToBase64(bytes: Uint8Array): string {
  if (NodeBuffer) return NodeBuffer.from(bytes).toString('base64');
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array {
  if (NodeBuffer) return new Uint8Array(NodeBuffer.from(text, 'base64'));
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Deletes the stored files behind photo paths (e.g. when their record is deleted). */
export function deleteFilesOf(db: Db, paths: readonly string[]): void {
  for (const path of paths) db.files.delete(fileKeyOf(path));
}
