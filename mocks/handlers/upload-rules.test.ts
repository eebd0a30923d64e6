import { createProperty } from '@/testing/factories';
import { db, snapshotDb } from '../db';
import { callApi } from '../testing/api-fetch';
import { multipart } from '../testing/multipart';
import { STORAGE_QUOTA_BYTES, uploadedBytes } from './upload-rules';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);

/** Uploaded (not seeded) bytes that leave `free` bytes of the quota. */
function useQuota(free: number) {
  db.files.insert({
    id: 'filler.bin',
    contentType: 'application/octet-stream',
    filename: 'filler.bin',
    size: STORAGE_QUOTA_BYTES - uploadedBytes() - free,
    data: '',
    uploadedAt: new Date().toISOString(),
    status: 'stored',
    owner: null,
    seeded: false,
  });
}

const uploads = {
  'property photos': () => {
    // A property of the test's own, without photos (every seeded property has one).
    const property =
      db.properties.find((p) => p.name === 'Photo Upload Court') ?? createProperty({ name: 'Photo Upload Court' });
    return {
      path: `/rental-properties/${property.id}/photos`,
      template: '/rental-properties/{id}/photos',
      form: multipart({}, [{ field: 'photos', name: 'front.png', type: 'image/png', content: PNG }]),
    };
  },
  'tenant documents': () => {
    const tenant = db.tenants.all()[0];
    return {
      path: `/tenants/${tenant.id}/documents`,
      template: '/tenants/{id}/documents',
      form: multipart({ category: 'screeningDocuments' }, [
        { field: 'documents', name: 'screening.pdf', type: 'application/pdf', content: '%PDF-1.4 screening' },
      ]),
    };
  },
  'lease documents': () => {
    const lease = db.leases.find((l) => l.status === 'draft')!;
    return {
      path: `/leases/${lease.id}/documents`,
      template: '/leases/{id}/documents',
      form: multipart({ documentType: 'amendment' }, [
        { field: 'documents', name: 'amendment.pdf', type: 'application/pdf', content: '%PDF-1.4 amendment' },
      ]),
    };
  },
};

describe('upload rules shared by photos and documents (spec 1 §8: 403, 507)', () => {
  it.each(Object.keys(uploads) as Array<keyof typeof uploads>)(
    '%s: 507 when the storage quota is used up, nothing stored',
    async (kind) => {
      const { path, template, form } = uploads[kind]();
      useQuota(4);
      const before = JSON.stringify(snapshotDb());
      const res = await callApi('POST', path, { pathTemplate: template, ...form });
      expect(res.status).toBe(507);
      expect(res.contractProblems).toEqual([]);
      expect(res.body.detail).toBe('Storage quota exceeded. Please contact support.');
      expect(JSON.stringify(snapshotDb())).toBe(before);
    },
  );

  it.each(Object.keys(uploads) as Array<keyof typeof uploads>)('%s: stored while the quota has room', async (kind) => {
    const { path, template, form } = uploads[kind]();
    useQuota(1024);
    const res = await callApi('POST', path, { pathTemplate: template, ...form });
    expect(res.status).toBe(201);
    expect(res.contractProblems).toEqual([]);
  });

  it('counts documents and photos against one quota', async () => {
    const tenant = uploads['tenant documents']();
    useQuota(25); // room for the 18-byte document, then not for the 13-byte photo
    expect((await callApi('POST', tenant.path, { pathTemplate: tenant.template, ...tenant.form })).status).toBe(201);
    const photo = uploads['property photos']();
    expect((await callApi('POST', photo.path, { pathTemplate: photo.template, ...photo.form })).status).toBe(507);
  });
});
