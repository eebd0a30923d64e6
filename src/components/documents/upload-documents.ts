import { getAccessToken } from '@/lib/auth/access-token';
import { problemDetail, type UploadFailure } from '@/lib/api/upload';
import { documentUploadMessage } from './document-rules';

/** A failed document upload, with the user's message. */
export class DocumentUploadError extends Error {
  readonly failure: UploadFailure;
  constructor(failure: UploadFailure) {
    super(documentUploadMessage(failure));
    this.name = 'DocumentUploadError';
    this.failure = failure;
  }
}

export interface UploadDocumentsOptions {
  /** The full URL of the upload call (e.g. `${apiBaseUrl()}/tenants/{id}/documents`). */
  url: string;
  files: readonly File[];
  /** The multipart field of the files (repeated), e.g. `documents`. */
  field: string;
  /** Other form fields, e.g. `{ category: 'incomeDocuments' }`. */
  fields?: Record<string, string>;
  /** Upload progress, 0..100. */
  onProgress?: (percent: number) => void;
}

/**
 * A multipart upload with progress (openapi-fetch cannot report it, so this uses XMLHttpRequest and
 * adds the bearer token like the typed client). Resolves with the parsed JSON answer.
 */
export async function uploadDocuments({
  url,
  files,
  field,
  fields = {},
  onProgress,
}: UploadDocumentsOptions): Promise<unknown> {
  const token = await getAccessToken();
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return new Promise((resolve, reject) => {
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
          reject(new DocumentUploadError({ kind: 'other' }));
        }
      } else if (xhr.status === 0) reject(new DocumentUploadError({ kind: 'no-response' }));
      else
        reject(
          new DocumentUploadError({ kind: 'response', status: xhr.status, detail: problemDetail(xhr.responseText) }),
        );
    };
    xhr.onerror = () => reject(new DocumentUploadError({ kind: 'no-response' }));
    xhr.ontimeout = () => reject(new DocumentUploadError({ kind: 'no-response' }));
    xhr.onabort = () => reject(new DocumentUploadError({ kind: 'other' }));
    xhr.send(form);
  });
}
