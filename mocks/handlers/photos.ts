import { HttpResponse } from 'msw';
import type { Photo } from '@/lib/api/schema.gen';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@/lib/upload-limits';
import { http } from '../http';
import { db } from '../db';
import type { Collection } from '../db/collection';
import { newId } from '../db/ids';
import {
  base64ToBytes,
  bytesToBase64,
  fileKeyOf,
  filePath,
  photoOf,
  PHOTO_TYPE_MESSAGE,
  reserveFile,
  UPLOAD_RESERVATION_MS,
  type FileRecord,
  type PhotoOwnerTable,
} from '../db/files';
import { readBody } from '../support/request';
import { badRequest, noContent, notFound, problem } from '../support/responses';
import { clockNow, nowIso } from '../support/time';
import { checkedUploads, multipartForm, uploadedFile, uploadRefusal } from './upload-rules';

/**
 * The photo calls of every entity that has photos (properties, units, maintenance requests, work
 * orders) and the file endpoints behind the paths they return. One generic implementation works on any
 * table whose records carry `photos: string[]`.
 */

export const MAX_PHOTO_BYTES = UPLOAD_MAX_BYTES;
export const MAX_PHOTOS = UPLOAD_MAX_FILES;
export const ALLOWED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const LABEL: Record<PhotoOwnerTable, string> = {
  properties: 'Property',
  units: 'Unit',
  maintenanceRequests: 'Maintenance request',
  workOrders: 'Work order',
};

type PhotoOwner = { id: string; photos?: string[]; updatedAt?: unknown };

function table(name: PhotoOwnerTable): Collection<PhotoOwner> {
  return db[name] as unknown as Collection<PhotoOwner>;
}

function photosOf(record: PhotoOwner): string[] {
  return Array.isArray(record.photos) ? record.photos : [];
}

function setPhotos(name: PhotoOwnerTable, id: string, photos: string[]): void {
  const record = table(name).get(id);
  if (!record) return;
  const patch: Partial<PhotoOwner> = { photos };
  if (typeof record.updatedAt === 'string') patch.updatedAt = nowIso();
  table(name).update(id, patch);
}

const typeMessage = PHOTO_TYPE_MESSAGE;
const sizeMessage = 'File size exceeds 10MB limit';
const countMessage = (existing: number, adding: number) =>
  `Maximum ${MAX_PHOTOS} files allowed. You have ${existing} existing and trying to add ${adding} more.`;

function isAllowedType(type: string): boolean {
  return (ALLOWED_TYPES as readonly string[]).includes(type.split(';')[0].trim().toLowerCase());
}

/** POST /{entity}/{id}/photos (multipart, field `photos`). Nothing is stored unless every file passes. */
export async function uploadPhotos(name: PhotoOwnerTable, id: string, request: Request): Promise<Response> {
  const record = table(name).get(id);
  if (!record) return notFound(LABEL[name]);
  const form = await multipartForm(request, 'photos');
  if (form instanceof Response) return form;
  const files = checkedUploads(form, 'photos', {
    what: 'photos',
    maxBytes: MAX_PHOTO_BYTES,
    accepts: (f) => isAllowedType(f.type),
    typeMessage,
    also: (adding) => {
      const existing = photosOf(record).length;
      if (existing + adding.length <= MAX_PHOTOS) return null;
      const message = countMessage(existing, adding.length);
      return problem(400, message, [{ field: 'photos', message }]);
    },
  });
  if (files instanceof Response) return files;

  const now = nowIso();
  const stored: FileRecord[] = [];
  for (const file of files) {
    const type = file.type.split(';')[0].trim().toLowerCase();
    stored.push(
      await uploadedFile(file, {
        id: `${newId()}.${EXTENSION[type]}`,
        contentType: type,
        filename: file.name || `photo.${EXTENSION[type]}`,
        uploadedAt: now,
        owner: { table: name, id },
      }),
    );
  }
  for (const file of stored) db.files.insert(file);
  const photos = [...photosOf(record), ...stored.map((f) => filePath(f.id))];
  setPhotos(name, id, photos);
  return HttpResponse.json({ photos, uploaded: stored.map(photoOf) }, { status: 201 });
}

/** DELETE /{entity}/{id}/photos/{photoPath}: the path URL-encoded, or the bare key. */
export function deletePhoto(name: PhotoOwnerTable, id: string, photoPath: string): Response {
  const record = table(name).get(id);
  if (!record) return notFound(LABEL[name]);
  const key = fileKeyOf(photoPath);
  const photos = photosOf(record);
  const match = photos.find((p) => fileKeyOf(p) === key);
  if (!match) return notFound('Photo');
  setPhotos(
    name,
    id,
    photos.filter((p) => p !== match),
  );
  db.files.delete(key);
  return noContent();
}

/** PUT /{entity}/{id}/photos/reorder with `photoOrder`: exactly the current photos, in a new order. */
export async function reorderPhotos(name: PhotoOwnerTable, id: string, request: Request): Promise<Response> {
  const record = table(name).get(id);
  if (!record) return notFound(LABEL[name]);
  const { body, errors } = await readBody(request);
  if (errors) return badRequest(errors);
  const order = body.photoOrder as string[];
  const current = photosOf(record);
  const byKey = new Map(current.map((p) => [fileKeyOf(p), p]));
  const next = order.map((p) => byKey.get(fileKeyOf(p)));
  if (order.length !== current.length || next.some((p) => p === undefined) || new Set(next).size !== current.length) {
    return badRequest([{ field: 'photoOrder', message: 'photoOrder must list exactly the current photos' }]);
  }
  setPhotos(name, id, next as string[]);
  return HttpResponse.json({ photos: next as string[] }, { status: 200 });
}

/** POST /{entity}/{id}/photos/upload-url: reserves a key; PUT /files/{key} then stores the bytes. */
export async function createUploadUrl(name: PhotoOwnerTable, id: string, request: Request): Promise<Response> {
  const record = table(name).get(id);
  if (!record) return notFound(LABEL[name]);
  const { body, errors } = await readBody(request, {
    otherwise: (e) => (e.field === 'filename' && e.kind === 'pattern' ? typeMessage : undefined),
  });
  if (errors) return badRequest(errors);
  const existing = photosOf(record).length;
  if (existing >= MAX_PHOTOS) {
    const message = countMessage(existing, 1);
    return problem(400, message, [{ field: 'filename', message }]);
  }
  return HttpResponse.json(reserveFile(db, { table: name, id }, body.filename as string, clockNow()), {
    status: 201,
  });
}

/** PUT /files/{fileKey}: the bytes for a reserved key. */
export async function putFile(fileKey: string, request: Request): Promise<Response> {
  const file = db.files.get(fileKey);
  const expired = file && clockNow().getTime() - new Date(file.uploadedAt).getTime() > UPLOAD_RESERVATION_MS;
  if (!file || file.status !== 'reserved' || expired || !file.owner) return notFound('Upload');
  const ownerTable = file.owner.table;
  // A lease's file is a photo of its move-out disposition: the client lists it on a deduction line.
  const listedByClient = ownerTable === 'leases';
  const owner = listedByClient ? db.leases.get(file.owner.id) : table(ownerTable).get(file.owner.id);
  if (!owner) return notFound(listedByClient ? 'Lease' : LABEL[ownerTable]);
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (!isAllowedType(type)) return problem(400, typeMessage, [{ field: 'body', message: typeMessage }]);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > MAX_PHOTO_BYTES) return problem(413, sizeMessage);
  const existing = listedByClient ? 0 : photosOf(owner).length;
  if (existing + 1 > MAX_PHOTOS)
    return problem(400, countMessage(existing, 1), [{ field: 'body', message: countMessage(existing, 1) }]);
  const refused = uploadRefusal(bytes.length, 'photos');
  if (refused) return refused;
  const stored = db.files.replace({
    ...file,
    contentType: type,
    size: bytes.length,
    data: bytesToBase64(bytes),
    uploadedAt: nowIso(),
    status: 'stored',
  });
  if (ownerTable !== 'leases') setPhotos(ownerTable, file.owner.id, [...photosOf(owner), filePath(fileKey)]);
  const photo: Photo = photoOf(stored);
  return HttpResponse.json(photo, { status: 201 });
}

/** GET /files/{fileKey}: the stored bytes with their content type. */
export function getFile(fileKey: string): Response {
  const file = db.files.get(fileKeyOf(fileKey));
  if (!file || file.status !== 'stored') return notFound('File');
  const bytes = base64ToBytes(file.data);
  return new HttpResponse(bytes as unknown as BodyInit, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(bytes.length),
      'Cache-Control': 'private, max-age=3600',
    },
  });
}

/**
 * One implementation serves the same call of four entities, so it answers plain `Response`s;
 * `response.untyped` hands them to the contract-typed handlers.
 */
export const photoHandlers = [
  http.get('/files/{fileKey}', ({ params, response }) => response.untyped(getFile(params.fileKey))),
  http.put('/files/{fileKey}', async ({ params, request, response }) =>
    response.untyped(await putFile(params.fileKey, request)),
  ),

  http.post('/rental-properties/{id}/photos', async ({ params, request, response }) =>
    response.untyped(await uploadPhotos('properties', params.id, request)),
  ),
  http.put('/rental-properties/{id}/photos/reorder', async ({ params, request, response }) =>
    response.untyped(await reorderPhotos('properties', params.id, request)),
  ),
  http.post('/rental-properties/{id}/photos/upload-url', async ({ params, request, response }) =>
    response.untyped(await createUploadUrl('properties', params.id, request)),
  ),
  http.delete('/rental-properties/{id}/photos/{photoPath}', ({ params, response }) =>
    response.untyped(deletePhoto('properties', params.id, params.photoPath)),
  ),

  http.post('/units/{id}/photos', async ({ params, request, response }) =>
    response.untyped(await uploadPhotos('units', params.id, request)),
  ),
  http.put('/units/{id}/photos/reorder', async ({ params, request, response }) =>
    response.untyped(await reorderPhotos('units', params.id, request)),
  ),
  http.post('/units/{id}/photos/upload-url', async ({ params, request, response }) =>
    response.untyped(await createUploadUrl('units', params.id, request)),
  ),
  http.delete('/units/{id}/photos/{photoPath}', ({ params, response }) =>
    response.untyped(deletePhoto('units', params.id, params.photoPath)),
  ),

  http.post('/maintenance-requests/{id}/photos', async ({ params, request, response }) =>
    response.untyped(await uploadPhotos('maintenanceRequests', params.id, request)),
  ),
  http.put('/maintenance-requests/{id}/photos/reorder', async ({ params, request, response }) =>
    response.untyped(await reorderPhotos('maintenanceRequests', params.id, request)),
  ),
  http.post('/maintenance-requests/{id}/photos/upload-url', async ({ params, request, response }) =>
    response.untyped(await createUploadUrl('maintenanceRequests', params.id, request)),
  ),
  http.delete('/maintenance-requests/{id}/photos/{photoPath}', ({ params, response }) =>
    response.untyped(deletePhoto('maintenanceRequests', params.id, params.photoPath)),
  ),

  http.post('/work-orders/{id}/photos', async ({ params, request, response }) =>
    response.untyped(await uploadPhotos('workOrders', params.id, request)),
  ),
  http.put('/work-orders/{id}/photos/reorder', async ({ params, request, response }) =>
    response.untyped(await reorderPhotos('workOrders', params.id, request)),
  ),
  http.post('/work-orders/{id}/photos/upload-url', async ({ params, request, response }) =>
    response.untyped(await createUploadUrl('workOrders', params.id, request)),
  ),
  http.delete('/work-orders/{id}/photos/{photoPath}', ({ params, response }) =>
    response.untyped(deletePhoto('workOrders', params.id, params.photoPath)),
  ),
];
