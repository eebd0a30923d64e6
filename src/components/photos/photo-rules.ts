import { apiBaseUrl } from '@/lib/config';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@/lib/upload-limits';

/** Photo file rules (spec 1 §5, §9). */
export const PHOTO_MAX_BYTES = UPLOAD_MAX_BYTES;
export const PHOTO_MAX_COUNT = UPLOAD_MAX_FILES;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PHOTO_TYPE_MESSAGE = 'Only JPEG, PNG, and WebP files are allowed';
export const PHOTO_SIZE_MESSAGE = 'File size exceeds 10MB limit';

/** The rules above as a photo picker says them beside its button. */
export const PHOTO_RULES_HINT = `JPEG, PNG or WebP, up to 10MB each, at most ${PHOTO_MAX_COUNT} photos.`;

export function tooManyPhotosMessage(existing: number, adding: number): string {
  return `Maximum ${PHOTO_MAX_COUNT} files allowed. You have ${existing} existing and trying to add ${adding} more.`;
}

/** The client-side problem with one file, or null when it may be uploaded. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_SIZE_MESSAGE;
  return null;
}

/** The count problem of adding `adding` files to `existing` photos, or null. */
export function photoCountProblem(existing: number, adding: number): string | null {
  return existing + adding > PHOTO_MAX_COUNT ? tooManyPhotosMessage(existing, adding) : null;
}

/**
 * Where to load a photo from: absolute URLs (and blob:/data: previews) as they are; other paths get
 * the API host prefixed (spec 1 §7; the contract's paths look like `/api/files/<key>`, relative to the
 * API host). A path without a leading slash is taken relative to the API base URL.
 */
export function photoUrl(path: string, base: string = apiBaseUrl()): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const baseUrl = new URL(base.endsWith('/') ? base : `${base}/`);
  if (path.startsWith('/')) return `${baseUrl.origin}${path}`;
  return `${baseUrl.origin}${baseUrl.pathname}${path}`;
}

/** The file name of a photo path, for downloads and alt text. */
export function photoFileName(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? path;
  const last = clean.split('/').filter(Boolean).pop() ?? 'photo';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
