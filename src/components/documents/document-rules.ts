import { UPLOAD_MESSAGES, uploadErrorMessage, type UploadFailure } from '@/lib/api/upload';
import { photoFileName } from '@/components/photos/photo-rules';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@/lib/upload-limits';

/** At most 10 files per upload, each at most 10 MB (spec 2 §9; the contract's limit per file). */
export const DOCUMENT_MAX_FILES = UPLOAD_MAX_FILES;
export const DOCUMENT_MAX_BYTES = UPLOAD_MAX_BYTES;

/** Images, PDF, DOC and DOCX (spec 2 §9 "Tenant documents"). */
export const DOCUMENT_ACCEPT =
  'image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The spec gives no wording for refused documents: these follow the photo messages (spec 1 §8). */
export const DOCUMENT_MESSAGES = {
  type: 'Only images, PDF, DOC and DOCX files are allowed',
  size: 'File size exceeds 10MB limit',
  tooMany: `Maximum ${DOCUMENT_MAX_FILES} files per upload`,
  forbidden: 'You do not have permission to upload documents.',
} as const;

const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
const DOCUMENT_EXTENSIONS = /\.(pdf|docx?)$/i;

/** Why a chosen file cannot be uploaded, or null. */
export function documentFileProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  const typeOk = file.type.startsWith('image/') || DOCUMENT_TYPES.has(file.type) || DOCUMENT_EXTENSIONS.test(file.name);
  if (!typeOk) return DOCUMENT_MESSAGES.type;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.size;
  return null;
}

/** Why a choice of files cannot be uploaded (too many, or the first refused file), or null. */
export function documentsProblem(files: readonly Pick<File, 'type' | 'size' | 'name'>[]): string | null {
  if (files.length > DOCUMENT_MAX_FILES) return DOCUMENT_MESSAGES.tooMany;
  for (const file of files) {
    const problem = documentFileProblem(file);
    if (problem) return problem;
  }
  return null;
}

/**
 * The user's message for a failed document upload: the upload family's messages (spec 1 §8), with a
 * 400 showing the server's detail (else the document type message) and a 403 naming documents.
 */
export function documentUploadMessage(failure: UploadFailure): string {
  if (failure.kind === 'response' && failure.status === 400) return failure.detail || DOCUMENT_MESSAGES.type;
  if (failure.kind === 'response' && failure.status === 403) return DOCUMENT_MESSAGES.forbidden;
  return uploadErrorMessage(failure);
}

export { UPLOAD_MESSAGES };

/** A document path's file name for display ("/api/files/tenant-1-lease.pdf" → "tenant-1-lease.pdf"). */
export const documentFileName = (path: string) => photoFileName(path);
