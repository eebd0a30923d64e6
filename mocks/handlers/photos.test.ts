import { createProperty } from '@/testing/factories';
import { db } from '../db';
import { callApi } from '../testing/api-fetch';
import { multipart } from '../testing/multipart';
import { MAX_PHOTO_BYTES } from './photos';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);

/** A multipart body with files in the field `photos`; a number for `bytes` is that many zero bytes. */
const form = (...files: Array<{ name: string; type: string; bytes: Uint8Array | number }>) =>
  multipart(
    {},
    files.map((f) => ({
      field: 'photos',
      name: f.name,
      type: f.type,
      content: typeof f.bytes === 'number' ? new Uint8Array(f.bytes) : f.bytes,
    })),
  );

const keyOf = (path: string) => decodeURIComponent(path.split('/').pop()!);
/** A property of the test's own, without photos (every seeded property has one). */
const bare = () =>
  db.properties.find((p) => p.name === 'Photo Upload Court') ?? createProperty({ name: 'Photo Upload Court' });
const maple = () => db.properties.find((p) => p.name === 'Maple Court Apartments')!; // 3 photos

describe('POST /{entity}/{id}/photos', () => {
  it('stores the files, appends their paths and serves the bytes back with their type', async () => {
    const unit = db.units.find((u) => u.photos.length === 0)!;
    const res = await callApi('POST', `/units/${unit.id}/photos`, {
      pathTemplate: '/units/{id}/photos',
      ...form(
        { name: 'front.png', type: 'image/png', bytes: PNG },
        { name: 'back.webp', type: 'image/webp', bytes: 20 },
      ),
    });
    expect(res.status).toBe(201);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.photos).toHaveLength(2);
    expect(res.body.uploaded.map((p: { filename: string; size: number }) => [p.filename, p.size])).toEqual([
      ['front.png', PNG.length],
      ['back.webp', 20],
    ]);
    expect(db.units.get(unit.id)!.photos).toEqual(res.body.photos);
    expect(res.body.photos[0]).toMatch(/^\/api\/files\//);

    const file = await fetch(`http://localhost:3000${res.body.photos[0]}`); // no token: <img src> sends none
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('rejects other types with 400 and stores nothing', async () => {
    const before = db.files.count();
    const res = await callApi('POST', `/rental-properties/${bare().id}/photos`, {
      pathTemplate: '/rental-properties/{id}/photos',
      ...form({ name: 'doc.gif', type: 'image/gif', bytes: 10 }, { name: 'ok.jpg', type: 'image/jpeg', bytes: 10 }),
    });
    expect(res.status).toBe(400);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.detail).toBe('Only JPEG, PNG, and WebP files are allowed');
    expect(db.files.count()).toBe(before);
    expect(db.properties.get(bare().id)!.photos).toEqual([]);
  });

  it('answers 413 for a file over 10 MB', async () => {
    const res = await callApi('POST', `/rental-properties/${bare().id}/photos`, {
      pathTemplate: '/rental-properties/{id}/photos',
      ...form({ name: 'huge.jpg', type: 'image/jpeg', bytes: MAX_PHOTO_BYTES + 1 }),
    });
    expect(res.status).toBe(413);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.detail).toBe('File size exceeds 10MB limit');
    expect(db.properties.get(bare().id)!.photos).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const res = await callApi('POST', `/rental-properties/${bare().id}/photos`, {
      ...form({ name: 'max.jpg', type: 'image/jpeg', bytes: MAX_PHOTO_BYTES }),
    });
    expect(res.status).toBe(201);
  });

  it('counts the existing photos toward the limit of 10', async () => {
    const property = maple();
    expect(property.photos).toHaveLength(3);
    const eight = Array.from({ length: 8 }, (_, i) => ({ name: `p${i}.jpg`, type: 'image/jpeg', bytes: 4 }));
    const res = await callApi('POST', `/rental-properties/${property.id}/photos`, { ...form(...eight) });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Maximum 10 files allowed. You have 3 existing and trying to add 8 more.');
    expect(db.properties.get(property.id)!.photos).toEqual(property.photos);
    const seven = await callApi('POST', `/rental-properties/${property.id}/photos`, { ...form(...eight.slice(1)) });
    expect(seven.status).toBe(201);
    expect(seven.body.photos).toHaveLength(10);
  });

  it('works for maintenance requests and work orders, and answers 404 for unknown records', async () => {
    db.maintenanceRequests.insert({ id: 'mr-photo-test', photos: [] } as never);
    db.workOrders.insert({ id: 'wo-photo-test', photos: [] } as never);
    const mr = await callApi('POST', '/maintenance-requests/mr-photo-test/photos', {
      pathTemplate: '/maintenance-requests/{id}/photos',
      ...form({ name: 'leak.jpg', type: 'image/jpeg', bytes: 8 }),
    });
    expect(mr.status).toBe(201);
    expect(mr.contractProblems).toEqual([]);
    expect((db.maintenanceRequests.get('mr-photo-test') as { photos: string[] }).photos).toEqual(mr.body.photos);
    const wo = await callApi('POST', '/work-orders/wo-photo-test/photos', {
      ...form({ name: 'done.png', type: 'image/png', bytes: PNG }),
    });
    expect(wo.status).toBe(201);
    const missing = await callApi('POST', '/work-orders/none/photos', {
      ...form({ name: 'x.png', type: 'image/png', bytes: PNG }),
    });
    expect(missing.status).toBe(404);
  });
});

describe('DELETE /{entity}/{id}/photos/{photoPath}', () => {
  it('removes the photo given as a URL-encoded path, and its file', async () => {
    const property = maple();
    const [first, ...rest] = property.photos;
    const res = await callApi('DELETE', `/rental-properties/${property.id}/photos/${encodeURIComponent(first)}`, {
      pathTemplate: '/rental-properties/{id}/photos/{photoPath}',
    });
    expect(res.status).toBe(204);
    expect(res.contractProblems).toEqual([]);
    expect(db.properties.get(property.id)!.photos).toEqual(rest);
    expect(db.files.get(keyOf(first))).toBeUndefined();
    const again = await callApi('DELETE', `/rental-properties/${property.id}/photos/${encodeURIComponent(first)}`);
    expect(again.status).toBe(404);
  });
});

describe('PUT /{entity}/{id}/photos/reorder', () => {
  it('sets the order when it lists exactly the current photos', async () => {
    const property = maple();
    const reversed = [...property.photos].reverse();
    const res = await callApi('PUT', `/rental-properties/${property.id}/photos/reorder`, {
      pathTemplate: '/rental-properties/{id}/photos/reorder',
      json: { photoOrder: reversed },
    });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.photos).toEqual(reversed);
    expect(db.properties.get(property.id)!.photos).toEqual(reversed);
  });

  it('answers 400 for a partial or foreign list and keeps the order', async () => {
    const property = maple();
    const partial = await callApi('PUT', `/rental-properties/${property.id}/photos/reorder`, {
      json: { photoOrder: property.photos.slice(1) },
    });
    expect(partial.status).toBe(400);
    const foreign = await callApi('PUT', `/rental-properties/${property.id}/photos/reorder`, {
      json: { photoOrder: [...property.photos.slice(1), '/api/files/other.png'] },
    });
    expect(foreign.status).toBe(400);
    const invalid = await callApi('PUT', `/rental-properties/${property.id}/photos/reorder`, { json: { order: [] } });
    expect(invalid.status).toBe(400);
    expect(db.properties.get(property.id)!.photos).toEqual(property.photos);
  });
});

describe('POST /{entity}/{id}/photos/upload-url and PUT /files/{fileKey}', () => {
  it('reserves a key; the bytes PUT there become a photo of the record', async () => {
    const unit = db.units.find((u) => u.photos.length === 0)!;
    const res = await callApi('POST', `/units/${unit.id}/photos/upload-url`, {
      pathTemplate: '/units/{id}/photos/upload-url',
      json: { filename: 'Kitchen.JPG' },
    });
    expect(res.status).toBe(201);
    expect(res.contractProblems).toEqual([]);
    expect(db.units.get(unit.id)!.photos).toEqual([]);
    const put = await callApi('PUT', res.body.uploadUrl.replace(/^\/api/, ''), {
      pathTemplate: '/files/{fileKey}',
      token: null,
      body: PNG as unknown as BodyInit,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(put.status).toBe(201);
    expect(put.contractProblems).toEqual([]);
    expect(db.units.get(unit.id)!.photos).toEqual([res.body.path]);
    const reused = await callApi('PUT', res.body.uploadUrl.replace(/^\/api/, ''), {
      token: null,
      body: PNG as unknown as BodyInit,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(reused.status).toBe(404);
  });

  it('refuses other file names', async () => {
    const res = await callApi('POST', `/units/${db.units.all()[0].id}/photos/upload-url`, {
      json: { filename: 'notes.pdf' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'filename', message: 'Only JPEG, PNG, and WebP files are allowed' }]);
  });
});

describe('GET /files/{fileKey}', () => {
  it('serves seeded photos without a token and answers 404 for unknown keys', async () => {
    const path = maple().photos[0];
    const res = await fetch(`http://localhost:3000${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
    expect((await fetch('http://localhost:3000/api/files/missing.png')).status).toBe(404);
  });
});
