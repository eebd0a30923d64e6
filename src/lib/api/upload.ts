import { apiBaseUrl } from '@/lib/config';
import { getAccessToken } from '@/lib/auth/access-token';
import { problemMessage } from './errors';

/**
 * Photo upload with progress (spec 1 §7 Photos): POST /{entity}/{id}/photos as multipart, files in
 * the field `photos`, through `uploadFiles` (below), the one uploader.
 */
export type PhotoEntity = 'rental-properties' | 'units' | 'maintenance-requests' | 'work-orders';

export const UPLOAD_MESSAGES = {
  badRequest: 'Only JPEG, PNG, and WebP files are allowed',
  tooLarge: 'File size exceeds 10MB limit',
  forbidden: 'You do not have permission to upload photos.',
  quota: 'Storage quota exceeded. Please contact support.',
  server: 'Server error. Please try again later.',
  network: 'Network error. Please check your internet connection.',
  unknown: 'Upload failed. Please check your connection and try again.',
} as const;

/**
 * What went wrong with an upload: the HTTP status and the problem body's `detail` when an answer
 * came, no answer, or something else.
 */
export type UploadFailure =
  { kind: 'response'; status: number; detail?: string } | { kind: 'no-response' } | { kind: 'other' };

/**
 * The user's message for a failed upload (spec 1 §8 "Photo upload by response status"). A 400 is not
 * always the type error: the server also refuses too many photos ("Maximum 10 files allowed. You have
 * …"), so a 400 shows the problem body's `detail` when it has one, else the spec's type message.
 */
export function uploadErrorMessage(failure: UploadFailure): string {
  if (failure.kind === 'no-response') return UPLOAD_MESSAGES.network;
  if (failure.kind === 'other') return UPLOAD_MESSAGES.unknown;
  switch (failure.status) {
    case 400:
      return failure.detail || UPLOAD_MESSAGES.badRequest;
    case 413:
      return UPLOAD_MESSAGES.tooLarge;
    case 403:
      return UPLOAD_MESSAGES.forbidden;
    case 507:
      return UPLOAD_MESSAGES.quota;
    default:
      return UPLOAD_MESSAGES.server;
  }
}

export class UploadError extends Error {
  readonly failure: UploadFailure;
  constructor(failure: UploadFailure) {
    super(uploadErrorMessage(failure));
    this.name = 'UploadError';
    this.failure = failure;
  }
}

export interface UploadPhotosOptions {
  entity: PhotoEntity;
  id: string;
  files: readonly File[];
  /** Upload progress of this request, 0..100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The answer of an upload: the entity's photo paths after the upload. */
export interface UploadPhotosResult {
  photos: string[];
}

export function photosUrl(entity: PhotoEntity, id: string): string {
  return `${apiBaseUrl()}/${entity}/${encodeURIComponent(id)}/photos`;
}

export async function uploadPhotos({
  entity,
  id,
  files,
  onProgress,
  signal,
}: UploadPhotosOptions): Promise<UploadPhotosResult> {
  const body = (await uploadFiles({
    url: photosUrl(entity, id),
    files,
    field: 'photos',
    onProgress,
    signal,
    fail: (failure) => new UploadError(failure),
  })) as Partial<UploadPhotosResult>;
  return { photos: Array.isArray(body.photos) ? body.photos : [] };
}

export interface UploadFilesOptions {
  /** The full URL of the upload call (`photosUrl(…)`, `${apiBaseUrl()}/tenants/{id}/documents`). */
  url: string;
  files: readonly File[];
  /** The multipart field of the files (repeated): `photos`, `documents`. */
  field: string;
  /** Other form fields, e.g. `{ category: 'incomeDocuments' }`. */
  fields?: Record<string, string>;
  /** Upload progress of this request, 0..100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The error a failure rejects with (its message is the caller's wording). */
  fail: (failure: UploadFailure) => Error;
}

/**
 * Every multipart upload of the app (photos, documents), with progress: openapi-fetch cannot report
 * upload progress, so this uses XMLHttpRequest, adding the bearer token like the typed client does.
 * Resolves with the parsed JSON answer ({} for an empty one).
 */
export async function uploadFiles({
  url,
  files,
  field,
  fields = {},
  onProgress,
  signal,
  fail,
}: UploadFilesOptions): Promise<unknown> {
  const token = await getAccessToken();
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);

  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          resolve(xhr.responseText ? JSON.parse(xhr.responseText) : {});
        } catch {
          reject(fail({ kind: 'other' }));
        }
      } else if (xhr.status === 0) {
        reject(fail({ kind: 'no-response' }));
      } else {
        reject(fail({ kind: 'response', status: xhr.status, detail: problemDetail(xhr.responseText) }));
      }
    };
    // The request went out but no answer came back.
    xhr.onerror = () => reject(fail({ kind: 'no-response' }));
    xhr.ontimeout = () => reject(fail({ kind: 'no-response' }));
    xhr.onabort = () => reject(fail({ kind: 'other' }));
    if (signal) {
      if (signal.aborted) {
        reject(fail({ kind: 'other' }));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

/** The server's message (problemMessage) of a problem body (RFC 9457) in a response text, if any. */
export function problemDetail(responseText: string): string | undefined {
  if (!responseText) return undefined;
  try {
    return problemMessage(JSON.parse(responseText));
  } catch {
    return undefined;
  }
}
