import type { Vendor, VendorList, VendorPerformance, VendorRecommendation, WorkOrderList } from '@/lib/api/schema.gen';
import { createVendor, createWorkOrder } from '@/testing/factories';
import { db } from '../db';
import { MAINTENANCE_CATEGORIES } from '../db/vendors';
import { at, call } from '../testing/api-fetch';
import { compareRecommendations } from './vendors';

const validVendor = () => ({
  companyName: 'Reliable Plumbing Co.',
  contactName: 'Dana Ortiz',
  email: 'dana@reliable.example',
  phone: '+1 (512) 555-0142',
  specialties: ['plumbing', 'appliance'],
  hourlyRate: 95,
  state: 'TX',
});

describe('seeded vendors', () => {
  it('include inactive and emergency-available vendors, and an active vendor for every category', () => {
    const vendors = db.vendors.all();
    expect(vendors.some((v) => !v.isActive)).toBe(true);
    expect(vendors.some((v) => v.emergencyAvailable)).toBe(true);
    expect(vendors.some((v) => v.averageRating === null)).toBe(true);
    for (const category of MAINTENANCE_CATEGORIES) {
      expect(vendors.some((v) => v.isActive && v.specialties.includes(category))).toBe(true);
    }
  });
});

describe('GET /vendors', () => {
  it('pages 20 by default, by company name, with derived job figures', async () => {
    const res = await call<VendorList>('get', '/vendors');
    const total = db.vendors.count();
    expect(res.body.meta).toEqual({ total, page: 1, limit: 20, totalPages: Math.ceil(total / 20) });
    const names = res.body.data.map((v) => v.companyName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const v of res.body.data) {
      const orders = db.workOrders.where((w) => w.vendorId === v.id);
      const done = orders.filter((w) => ['completed', 'closed', 'invoice_received', 'paid'].includes(w.status)).length;
      expect(v.totalJobsCompleted).toBe(done);
      expect(v.completionRate).toBe(orders.length ? Math.round((done / orders.length) * 1000) / 10 : null);
    }
    const picker = await call<VendorList>('get', '/vendors', { query: { page: 1, limit: 5 } });
    expect(picker.body.data.map((v) => v.id)).toEqual(res.body.data.slice(0, 5).map((v) => v.id));
    expect(picker.body.meta.totalPages).toBe(Math.ceil(total / 5));
  });

  it('filters by active status, specialty and search text', async () => {
    const active = await call<VendorList>('get', '/vendors', { query: { isActive: true, limit: 100 } });
    expect(active.body.meta.total).toBe(db.vendors.count((v) => v.isActive));
    const inactive = await call<VendorList>('get', '/vendors', { query: { isActive: false, limit: 100 } });
    expect(inactive.body.meta.total).toBe(db.vendors.count((v) => !v.isActive));
    expect(inactive.body.data.every((v) => !v.isActive)).toBe(true);
    const hvac = await call<VendorList>('get', '/vendors', { query: { specialty: 'hvac', limit: 100 } });
    expect(hvac.body.meta.total).toBe(db.vendors.count((v) => v.specialties.includes('hvac')));
    const sample = db.vendors.all()[3];
    const byContact = await call<VendorList>('get', '/vendors', {
      query: { search: sample.contactName.toLowerCase() },
    });
    expect(byContact.body.data.map((v) => v.id)).toContain(sample.id);
    expect((await call('get', '/vendors', { query: { specialty: 'gardening' } })).status).toBe(400);
    expect((await call('get', '/vendors', { query: { isActive: 'maybe' } })).status).toBe(400);
  });
});

describe('creating and editing vendors', () => {
  it('creates a vendor with defaults for what was not sent', async () => {
    const res = await call<Vendor>('post', '/vendors', { body: validVendor() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...validVendor(),
      isActive: true,
      emergencyAvailable: false,
      alternatePhone: null,
      notes: null,
      preferredPropertyIds: [],
      averageRating: null,
      totalJobsCompleted: 0,
      completionRate: null,
    });
    expect(db.vendors.get(res.body.id)).toBeDefined();
  });

  it.each([
    ['no company name', { companyName: '' }, 'companyName', 'Company name is required'],
    [
      'a company name of 256',
      { companyName: 'c'.repeat(256) },
      'companyName',
      'Company name cannot be longer than 255 characters',
    ],
    ['no contact name', { contactName: undefined }, 'contactName', 'Contact name is required'],
    [
      'a contact name of 256',
      { contactName: 'c'.repeat(256) },
      'contactName',
      'Contact name cannot be longer than 255 characters',
    ],
    ['no email', { email: undefined }, 'email', 'Email is required'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Invalid email address'],
    ['no phone', { phone: undefined }, 'phone', 'Phone number is required'],
    ['letters in the phone', { phone: '555-CALL-NOW' }, 'phone', 'Invalid phone number format'],
    ['no specialties', { specialties: [] }, 'specialties', 'At least one specialty is required'],
    ['an unknown specialty', { specialties: ['gardening'] }, 'specialties.0', ''],
    ['a negative hourly rate', { hourlyRate: -1 }, 'hourlyRate', ''],
  ])('refuses %s with 400, storing nothing', async (_name, patch, field, message) => {
    const snapshot = structuredClone(db.vendors.all());
    const res = await call('post', '/vendors', { body: JSON.parse(JSON.stringify({ ...validVendor(), ...patch })) });
    expect(res.status).toBe(400);
    const error = res.body.errors.find((e: { field: string }) => e.field === field);
    expect(error).toBeDefined();
    expect(error).toMatchObject(message ? { message } : {});
    expect(db.vendors.all()).toEqual(snapshot);
  });

  it('updates partially, null clears, and refuses invalid values', async () => {
    const vendor = db.vendors.find((v) => v.notes !== null)!;
    const res = await call<Vendor>('put', '/vendors/{id}', {
      path: at('/vendors/{id}', vendor.id),
      body: { phone: '(512) 555-0199', notes: null },
    });
    expect(res.body).toMatchObject({ phone: '(512) 555-0199', notes: null, companyName: vendor.companyName });
    const before = structuredClone(db.vendors.get(vendor.id));
    const refused = await call('put', '/vendors/{id}', {
      path: at('/vendors/{id}', vendor.id),
      body: { email: 'nope' },
    });
    expect(refused.status).toBe(400);
    expect(db.vendors.get(vendor.id)).toEqual(before);
    expect((await call('put', '/vendors/{id}', { path: '/vendors/nope', body: { notes: 'x' } })).status).toBe(404);
  });
});

describe('DELETE /vendors/{id} deactivates', () => {
  it('keeps the record, marks it inactive and drops it from pickers and recommendations', async () => {
    const vendor = db.vendors.find((v) => v.isActive && v.specialties.includes('plumbing'))!;
    const res = await call('delete', '/vendors/{id}', { path: at('/vendors/{id}', vendor.id) });
    expect(res.status).toBe(204);
    const fetched = await call<Vendor>('get', '/vendors/{id}', { path: at('/vendors/{id}', vendor.id) });
    expect(fetched.body.isActive).toBe(false);
    const picker = await call<VendorList>('get', '/vendors', { query: { isActive: true, limit: 100 } });
    expect(picker.body.data.map((v) => v.id)).not.toContain(vendor.id);
    const recs = await call<VendorRecommendation[]>('get', '/vendors/recommendations', {
      query: { category: 'plumbing' },
    });
    expect(recs.body.map((v) => v.id)).not.toContain(vendor.id);
    const bySpecialty = await call<Vendor[]>('get', '/vendors/by-specialty/{specialty}', {
      path: '/vendors/by-specialty/plumbing',
    });
    expect(bySpecialty.body.map((v) => v.id)).not.toContain(vendor.id);
    expect((await call('delete', '/vendors/{id}', { path: at('/vendors/{id}', vendor.id) })).status).toBe(204);
    expect((await call('delete', '/vendors/{id}', { path: '/vendors/nope' })).status).toBe(404);
    const reactivated = await call<Vendor>('put', '/vendors/{id}', {
      path: at('/vendors/{id}', vendor.id),
      body: { isActive: true },
    });
    expect(reactivated.body.isActive).toBe(true);
  });
});

describe('GET /vendors/recommendations', () => {
  it('needs a category', async () => {
    expect((await call('get', '/vendors/recommendations')).status).toBe(400);
    expect((await call('get', '/vendors/recommendations', { query: { category: 'gardening' } })).status).toBe(400);
  });

  it('lists active vendors of the category: recommended first, then rating, then company name', async () => {
    const res = await call<VendorRecommendation[]>('get', '/vendors/recommendations', {
      query: { category: 'plumbing', priority: 'emergency' },
    });
    expect(res.body.length).toBe(db.vendors.count((v) => v.isActive && v.specialties.includes('plumbing')));
    expect([...res.body].sort(compareRecommendations).map((v) => v.id)).toEqual(res.body.map((v) => v.id));
    for (const v of res.body) expect(v.recommended).toBe(v.reasons.length > 0);
    const emergencyWithoutReason = res.body.filter(
      (v) => v.emergencyAvailable && !v.reasons.includes('emergency_available'),
    );
    expect(emergencyWithoutReason.map((v) => v.id)).toEqual([]);
  });

  it('recommends a vendor preferred for the property, ahead of better-rated ones', async () => {
    const propertyId = db.properties.all()[0].id;
    const candidates = db.vendors.where((v) => v.isActive && v.specialties.includes('hvac'));
    const low = candidates[0];
    db.vendors.update(low.id, { averageRating: 3.1, emergencyAvailable: false });
    for (const other of candidates.slice(1))
      db.vendors.update(other.id, { averageRating: 4.4, emergencyAvailable: false, preferredPropertyIds: [] });
    const set = await call<Vendor>('put', '/vendors/{id}/preferred-properties', {
      path: at('/vendors/{id}/preferred-properties', low.id),
      body: { propertyIds: [propertyId] },
    });
    expect(set.body.preferredPropertyIds).toEqual([propertyId]);
    const res = await call<VendorRecommendation[]>('get', '/vendors/recommendations', {
      query: { category: 'hvac', propertyId, priority: 'medium' },
    });
    expect(res.body[0]).toMatchObject({ id: low.id, recommended: true, reasons: ['preferred_for_property'] });
    expect(res.body.slice(1).every((v) => !v.recommended)).toBe(true);
    const withoutProperty = await call<VendorRecommendation[]>('get', '/vendors/recommendations', {
      query: { category: 'hvac' },
    });
    expect(withoutProperty.body.at(-1)!.id).toBe(low.id);
  });

  it('orders equal ratings by company name and unrated vendors last', () => {
    const base = { reasons: [] } as unknown as VendorRecommendation;
    const list = [
      { ...base, id: '1', companyName: 'Zeta', averageRating: 4, recommended: false },
      { ...base, id: '2', companyName: 'Alpha', averageRating: null, recommended: false },
      { ...base, id: '3', companyName: 'Beta', averageRating: 4, recommended: false },
      { ...base, id: '4', companyName: 'Omega', averageRating: 3, recommended: true },
      { ...base, id: '5', companyName: 'Gamma', averageRating: 5, recommended: false },
    ] as VendorRecommendation[];
    expect(list.sort(compareRecommendations).map((v) => v.companyName)).toEqual([
      'Omega',
      'Gamma',
      'Beta',
      'Zeta',
      'Alpha',
    ]);
  });
});

describe('vendor figures', () => {
  it('refuses unknown properties in the preferred list', async () => {
    const vendor = db.vendors.all()[0];
    const before = structuredClone(db.vendors.get(vendor.id));
    const res = await call('put', '/vendors/{id}/preferred-properties', {
      path: at('/vendors/{id}/preferred-properties', vendor.id),
      body: { propertyIds: [db.properties.all()[0].id, 'ghost'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'propertyIds.1', message: 'Property not found' }]);
    expect(db.vendors.get(vendor.id)).toEqual(before);
  });

  it('derives performance from the work orders, and it follows a completion', async () => {
    const vendorId = createVendor().id;
    const wo = createWorkOrder({ status: 'in_progress', vendorId });
    createWorkOrder({ status: 'scheduled', vendorId });
    createWorkOrder({
      status: 'paid',
      vendorId,
      completedDate: '2026-01-15T15:00:00.000Z',
      laborCost: 80,
      materialCost: 0,
    });
    const path = at('/vendors/{id}/performance', vendorId);
    const before = (await call<VendorPerformance>('get', '/vendors/{id}/performance', { path })).body;
    const orders = db.workOrders.where((w) => w.vendorId === vendorId);
    expect(before.totalWorkOrders).toBe(orders.length);
    expect(before.activeWorkOrders).toBe(
      orders.filter((w) => ['created', 'vendor_assigned', 'scheduled', 'in_progress'].includes(w.status)).length,
    );
    await call('put', '/work-orders/{id}/complete', {
      path: at('/work-orders/{id}/complete', wo.id),
      body: { completionNotes: 'All done and tested.', laborCost: 100, materialCost: 20 },
    });
    const after = (await call<VendorPerformance>('get', '/vendors/{id}/performance', { path })).body;
    expect(after.totalJobsCompleted).toBe(before.totalJobsCompleted + 1);
    expect(after.activeWorkOrders).toBe(before.activeWorkOrders - 1);
    expect(after.totalBilled).toBeCloseTo(before.totalBilled + 120, 2);
    expect(after.lastCompletedDate!.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const vendor = (await call<Vendor>('get', '/vendors/{id}', { path: at('/vendors/{id}', vendorId) })).body;
    expect(vendor.totalJobsCompleted).toBe(after.totalJobsCompleted);
    expect((await call('get', '/vendors/{id}/performance', { path: '/vendors/nope/performance' })).status).toBe(404);
  });

  it('work history lists the vendor work orders, completed most recently first', async () => {
    const vendorId = createVendor().id;
    for (const completedDate of [
      '2026-01-15T15:00:00.000Z',
      null,
      '2026-03-02T09:30:00.000Z',
      '2025-11-30T17:45:00.000Z',
    ]) {
      createWorkOrder({ status: completedDate ? 'closed' : 'scheduled', vendorId, completedDate });
    }
    const res = await call<WorkOrderList>('get', '/vendors/{id}/work-history', {
      path: at('/vendors/{id}/work-history', vendorId),
    });
    expect(res.body.meta.total).toBe(db.workOrders.count((w) => w.vendorId === vendorId));
    expect(res.body.meta.limit).toBe(20);
    const completed = res.body.data.filter((w) => w.completedDate).map((w) => w.completedDate!);
    expect(completed).toEqual([...completed].sort().reverse());
    expect((await call('get', '/vendors/{id}/work-history', { path: '/vendors/nope/work-history' })).status).toBe(404);
  });

  it('by-specialty lists active vendors of the specialty; 400 for an unknown one', async () => {
    const res = await call<Vendor[]>('get', '/vendors/by-specialty/{specialty}', {
      path: '/vendors/by-specialty/pest_control',
    });
    expect(res.body.length).toBe(db.vendors.count((v) => v.isActive && v.specialties.includes('pest_control')));
    expect(
      (await call('get', '/vendors/by-specialty/{specialty}', { path: '/vendors/by-specialty/gardening' })).status,
    ).toBe(400);
  });
});
