import { uploadFiles, type UploadFailure, type UploadFilesOptions } from '@/lib/api/upload';
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

export type UploadDocumentsOptions = Omit<UploadFilesOptions, 'fail' | 'signal'>;

/** A document upload through the one uploader (`uploadFiles`), failing with the documents' messages. */
export function uploadDocuments(options: UploadDocumentsOptions): Promise<unknown> {
  return uploadFiles({ ...options, fail: (failure) => new DocumentUploadError(failure) });
}
