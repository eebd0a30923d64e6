import { HttpResponse } from 'msw';
import { leaseDocumentTypeValues, type LeaseDocument, type LeaseDocumentType } from '@/lib/api/schema.gen';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@/lib/upload-limits';
import { http } from '../http';
import { db } from '../db';
import { base64ToBytes } from '../db/files';
import { LEASE_DOCUMENT_FIELD, type LeaseRecord } from '../db/leases';
import { badRequest, noContent, notFound } from '../support/responses';
import { nowIso } from '../support/time';
import { checkedUploads, multipartForm, safeFileName, uploadedFile } from './upload-rules';
import { save } from './leases-support';

const DOCUMENT_TYPES = leaseDocumentTypeValues;
const SINGLE_FIELDS = new Set<LeaseDocument['field']>([
  'primaryLeaseDocument',
  'moveInInspectionReport',
  'moveOutInspectionReport',
]);
const ALLOWED_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'image/jpeg',
  'image/png',
]);
const ALLOWED_EXTENSIONS = /\.(pdf|doc|docx|txt|jpe?g|png)$/i;
const typeMessage = 'Only PDF, DOC, DOCX, TXT, JPG and PNG files are allowed';

function isAllowedFile(file: File): boolean {
  if (ALLOWED_TYPES.has(file.type)) return true;
  return (file.type === '' || file.type === 'application/octet-stream') && ALLOWED_EXTENSIONS.test(file.name);
}

/** A lease's documents: bytes in db.files, metadata on the lease record. */
export const leaseDocumentHandlers = [
  http.get('/leases/{id}/documents', ({ params, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const order = (t: LeaseDocumentType) => DOCUMENT_TYPES.indexOf(t);
    const data = [...lease.documents]
      .sort((a, b) => order(a.documentType) - order(b.documentType) || a.uploadedAt.localeCompare(b.uploadedAt))
      .map(({ fileKey: _k, ...d }) => d);
    return response(200).json({ data });
  }),

  http.post('/leases/{id}/documents', async ({ params, request }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const form = await multipartForm(request, 'documents');
    if (form instanceof Response) return form;
    const rawType = form.get('documentType');
    const documentType = typeof rawType === 'string' ? (rawType.trim() as LeaseDocumentType) : undefined;
    if (!documentType) return badRequest([{ field: 'documentType', message: 'documentType is a required field' }]);
    if (!DOCUMENT_TYPES.includes(documentType))
      return badRequest([
        { field: 'documentType', message: `documentType must be one of: ${DOCUMENT_TYPES.join(', ')}` },
      ]);
    const files = checkedUploads(form, 'documents', {
      what: 'documents',
      maxFiles: UPLOAD_MAX_FILES,
      maxBytes: UPLOAD_MAX_BYTES,
      accepts: isAllowedFile,
      typeMessage,
    });
    if (files instanceof Response) return files;
    const field = LEASE_DOCUMENT_FIELD[documentType];
    const now = nowIso();
    const stamp = Date.now();
    let documents = [...lease.documents];
    const added: Array<LeaseDocument & { fileKey: string }> = [];
    const taken = new Set(documents.map((d) => d.name));
    for (const [i, file] of files.entries()) {
      let name = `${stamp}-${safeFileName(file.name)}`;
      for (let n = 2; taken.has(name); n++) name = `${stamp}-${n}-${safeFileName(file.name)}`;
      taken.add(name);
      const fileKey = `lease-${lease.id}-${name}`;
      const stored = await uploadedFile(file, {
        id: fileKey,
        contentType: file.type || 'application/octet-stream',
        filename: file.name || name,
        uploadedAt: now,
        owner: null,
      });
      db.files.insert(stored);
      added.push({
        name,
        originalName: file.name || name,
        path: `leases/${lease.id}/documents/${name}`,
        documentType,
        field,
        contentType: file.type || 'application/octet-stream',
        size: stored.size,
        uploadedAt: new Date(Date.parse(now) + i).toISOString(),
        fileKey,
      });
    }
    const patch: Partial<LeaseRecord> = {};
    if (SINGLE_FIELDS.has(field)) {
      // One file per single-file field: the last upload replaces the previous document.
      const keep = added[added.length - 1];
      const replaced = documents.filter((d) => d.field === field).concat(added.slice(0, -1));
      for (const d of replaced) db.files.delete(d.fileKey);
      documents = documents.filter((d) => d.field !== field).concat(keep);
      (patch as Record<string, unknown>)[field] = keep.path;
    } else {
      documents = documents.concat(added);
      (patch as Record<string, unknown>)[field] = [
        ...((lease[field] as string[] | undefined) ?? []),
        ...added.map((d) => d.path),
      ];
    }
    save(lease, { ...patch, documents });
    const answered = SINGLE_FIELDS.has(field) ? added.slice(-1) : added;
    return HttpResponse.json({ data: answered.map(({ fileKey: _k, ...d }) => d) }, { status: 201 });
  }),

  http.get('/leases/{id}/documents/{name}', ({ params, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const doc = lease.documents.find((d) => d.name === params.name);
    const file = doc ? db.files.get(doc.fileKey) : undefined;
    if (!doc || !file || file.status !== 'stored') return notFound('Document');
    const bytes = base64ToBytes(file.data);
    // The file's own bytes and type (the contract describes any binary type, which openapi-msw cannot type).
    return response.untyped(
      new HttpResponse(bytes as unknown as BodyInit, {
        status: 200,
        headers: {
          'Content-Type': file.contentType,
          'Content-Length': String(bytes.length),
          'Content-Disposition': `attachment; filename="${(doc.originalName ?? doc.name).replace(/"/g, '')}"`,
        },
      }),
    );
  }),

  http.delete('/leases/{id}/documents/{name}', ({ params }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const doc = lease.documents.find((d) => d.name === params.name);
    if (!doc) return notFound('Document');
    const current = lease[doc.field];
    const patch: Record<string, unknown> = { documents: lease.documents.filter((d) => d !== doc) };
    patch[doc.field] = Array.isArray(current)
      ? current.filter((p) => p !== doc.path)
      : current === doc.path
        ? null
        : current;
    db.files.delete(doc.fileKey);
    save(lease, patch as Partial<LeaseRecord>);
    return noContent();
  }),
];
