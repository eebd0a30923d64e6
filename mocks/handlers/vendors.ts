import type { MaintenanceCategory, VendorPerformance, VendorRecommendation } from '@/lib/api/schema.gen';
import { roundCents } from '@/lib/late-fees';
import { ACTIVE_WORK_ORDER_STATUSES } from '@/lib/work-order-status';
import { http } from '../http';
import { db } from '../db';
import { newId } from '../db/ids';
import { MAINTENANCE_PRIORITIES } from '../db/maintenance-requests';
import { MAINTENANCE_CATEGORIES, vendorJobFigures, type VendorRecord } from '../db/vendors';
import { presentVendor } from '../views/vendors';
import { isDone, totalCostOf } from '../db/work-orders';
import { presentWorkOrder } from '../views/work-orders';
import { matchesText, paged, readBody, readQuery, type FieldMessages } from '../support/request';
import { badRequest, notFound } from '../support/responses';
import { dayOf, nowIso } from '../support/time';

const NOT_FOUND = 'Vendor';
const TOP_RATED = 4.5;

/** Spec 3 §5 "Vendor form". */
const VENDOR_MESSAGES: Record<string, FieldMessages> = {
  companyName: { required: 'Company name is required', maxLength: 'Company name cannot be longer than 255 characters' },
  contactName: { required: 'Contact name is required', maxLength: 'Contact name cannot be longer than 255 characters' },
  email: { required: 'Email is required', invalid: 'Invalid email address' },
  phone: { required: 'Phone number is required', invalid: 'Invalid phone number format' },
  alternatePhone: { invalid: 'Invalid phone number format' },
  specialties: { required: 'At least one specialty is required', invalid: 'At least one specialty is required' },
};

/** The editable vendor fields (everything else is read-only or derived). */
const EDITABLE = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'alternatePhone',
  'address',
  'city',
  'state',
  'zipCode',
  'specialties',
  'isActive',
  'insuranceExpiry',
  'licenseNumber',
  'licenseExpiry',
  'hourlyRate',
  'emergencyRate',
  'minimumCharge',
  'availableHours',
  'emergencyAvailable',
  'notes',
] as const;

const byCompany = (a: VendorRecord, b: VendorRecord) =>
  a.companyName.localeCompare(b.companyName) || a.id.localeCompare(b.id);
const present = (v: VendorRecord) => presentVendor(db, v);

/**
 * Recommended first, then higher average rating (unrated last), then company name — the order the
 * vendor picker shows (spec 3 §2 "Work order action dialogs").
 */
export function compareRecommendations(a: VendorRecommendation, b: VendorRecommendation): number {
  if (a.recommended !== b.recommended) return a.recommended ? -1 : 1;
  const ra = a.averageRating ?? -1;
  const rb = b.averageRating ?? -1;
  if (ra !== rb) return rb - ra;
  return a.companyName.localeCompare(b.companyName) || a.id.localeCompare(b.id);
}

function performance(vendor: VendorRecord): VendorPerformance {
  const orders = db.workOrders.where((w) => w.vendorId === vendor.id);
  const done = orders.filter((w) => isDone(w.status));
  const figures = vendorJobFigures(db, vendor.id);
  const average = (values: number[]) =>
    values.length ? Math.round((values.reduce((s, n) => s + n, 0) / values.length) * 10) / 10 : null;
  const durations = done.map((w) => w.actualDuration).filter((n): n is number => n != null);
  const costs = done.map((w) => totalCostOf(w)).filter((n): n is number => n != null);
  const scheduledDone = done.filter((w) => w.scheduledDate && w.completedDate);
  const onTime = scheduledDone.filter((w) => w.completedDate!.slice(0, 10) <= dayOf(w.scheduledDate!)).length;
  const lastCompleted =
    done
      .map((w) => w.completedDate)
      .filter((d): d is string => !!d)
      .sort()
      .pop() ?? null;
  return {
    vendorId: vendor.id,
    totalWorkOrders: orders.length,
    activeWorkOrders: orders.filter((w) => ACTIVE_WORK_ORDER_STATUSES.includes(w.status)).length,
    totalJobsCompleted: figures.totalJobsCompleted,
    completionRate: figures.completionRate,
    averageRating: vendor.averageRating,
    averageActualDuration: average(durations),
    averageTotalCost: costs.length ? roundCents(costs.reduce((s, n) => s + n, 0) / costs.length) : null,
    totalBilled: roundCents(costs.reduce((s, n) => s + n, 0)),
    onTimeRate: scheduledDone.length ? Math.round((onTime / scheduledDone.length) * 1000) / 10 : null,
    lastCompletedDate: lastCompleted,
  };
}

export const vendorHandlers = [
  // ---- literal paths first ----
  http.get('/vendors/recommendations', ({ request, response }) => {
    const query = readQuery(request);
    const category = query.enum('category', MAINTENANCE_CATEGORIES);
    const priority = query.enum('priority', MAINTENANCE_PRIORITIES);
    if (!category && !query.errors.length)
      query.errors.push({ field: 'category', message: 'category is a required field' });
    if (query.errors.length || !category) return badRequest(query.errors, 'The query is invalid.');
    const propertyId = query.text('propertyId');
    const rows: VendorRecommendation[] = db.vendors
      .where((v) => v.isActive && v.specialties.includes(category))
      .map((v) => {
        const reasons: VendorRecommendation['reasons'] = [];
        if (propertyId && v.preferredPropertyIds.includes(propertyId)) reasons.push('preferred_for_property');
        if (priority === 'emergency' && v.emergencyAvailable) reasons.push('emergency_available');
        if ((v.averageRating ?? 0) >= TOP_RATED) reasons.push('top_rated');
        return { ...present(v), recommended: reasons.length > 0, reasons };
      })
      .sort(compareRecommendations);
    return response(200).json(rows);
  }),

  http.get('/vendors/by-specialty/{specialty}', ({ params, response }) => {
    const specialty = params.specialty as MaintenanceCategory;
    if (!MAINTENANCE_CATEGORIES.includes(specialty)) {
      return badRequest([
        { field: 'specialty', message: `specialty must be one of: ${MAINTENANCE_CATEGORIES.join(', ')}` },
      ]);
    }
    const rows = db.vendors
      .where((v) => v.isActive && v.specialties.includes(specialty))
      .sort(byCompany)
      .map(present);
    return response(200).json(rows);
  }),

  // ---- collection ----
  http.get('/vendors', ({ request, response }) => {
    const query = readQuery(request);
    const specialty = query.enum('specialty', MAINTENANCE_CATEGORIES);
    const active = query.enum('isActive', ['true', 'false'], 'isActive must be true or false');
    if (query.errors.length) return badRequest(query.errors, 'The query is invalid.');
    const isActive = active === undefined ? undefined : active === 'true';
    const search = query.text('search');
    const { page, limit } = query.page(20);
    const rows = db.vendors
      .where(
        (v) =>
          (isActive === undefined || v.isActive === isActive) &&
          (!specialty || v.specialties.includes(specialty)) &&
          matchesText(search, v.companyName, v.contactName, v.email),
      )
      .sort(byCompany);
    return response(200).json(paged(rows, { page, limit }, present));
  }),

  http.post('/vendors', async ({ request, response }) => {
    const { body, errors } = await readBody(request, { messages: VENDOR_MESSAGES });
    if (errors) return badRequest(errors);
    const now = nowIso();
    const record: VendorRecord = {
      id: newId(),
      companyName: body.companyName,
      contactName: body.contactName,
      email: body.email,
      phone: body.phone,
      alternatePhone: body.alternatePhone ?? null,
      address: body.address ?? null,
      city: body.city ?? null,
      state: body.state ?? null,
      zipCode: body.zipCode ?? null,
      specialties: body.specialties,
      isActive: body.isActive ?? true,
      insuranceExpiry: body.insuranceExpiry ?? null,
      licenseNumber: body.licenseNumber ?? null,
      licenseExpiry: body.licenseExpiry ?? null,
      hourlyRate: body.hourlyRate ?? null,
      emergencyRate: body.emergencyRate ?? null,
      minimumCharge: body.minimumCharge ?? null,
      availableHours: body.availableHours ?? null,
      emergencyAvailable: body.emergencyAvailable ?? false,
      notes: body.notes ?? null,
      preferredPropertyIds: [],
      averageRating: null,
      createdAt: now,
      updatedAt: now,
    };
    db.vendors.insert(record);
    return response(201).json(present(record));
  }),

  // ---- one vendor ----
  http.get('/vendors/{id}', ({ params, response }) => {
    const record = db.vendors.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    return response(200).json(present(record));
  }),

  http.put('/vendors/{id}', async ({ request, params, response }) => {
    const record = db.vendors.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    const { body, errors } = await readBody(request, { messages: VENDOR_MESSAGES });
    if (errors) return badRequest(errors);
    const next: VendorRecord = { ...record, updatedAt: nowIso() };
    for (const key of EDITABLE) {
      if (key in body && body[key] !== undefined) (next as Record<string, unknown>)[key] = body[key];
    }
    db.vendors.replace(next);
    return response(200).json(present(next));
  }),

  http.delete('/vendors/{id}', ({ params, response }) => {
    const record = db.vendors.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    db.vendors.update(record.id, { isActive: false, updatedAt: nowIso() });
    return response(204).empty();
  }),

  http.put('/vendors/{id}/preferred-properties', async ({ request, params, response }) => {
    const record = db.vendors.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    const { body, errors } = await readBody(request);
    if (errors) return badRequest(errors);
    const unknown = body.propertyIds
      .map((id, i) => ({ id, i }))
      .filter(({ id }) => !db.properties.has(id))
      .map(({ i }) => ({ field: `propertyIds.${i}`, message: 'Property not found' }));
    if (unknown.length) return badRequest(unknown);
    const next = db.vendors.update(record.id, { preferredPropertyIds: [...body.propertyIds], updatedAt: nowIso() })!;
    return response(200).json(present(next));
  }),

  http.get('/vendors/{id}/performance', ({ params, response }) => {
    const record = db.vendors.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    return response(200).json(performance(record));
  }),

  http.get('/vendors/{id}/work-history', ({ request, params, response }) => {
    if (!db.vendors.has(params.id)) return notFound(NOT_FOUND);
    const { page, limit } = readQuery(request).page(20);
    // Most recently completed first, then the unfinished ones, newest first.
    const rows = db.workOrders
      .where((w) => w.vendorId === params.id)
      .sort((a, b) => {
        if (!!a.completedDate !== !!b.completedDate) return a.completedDate ? -1 : 1;
        return (
          (b.completedDate ?? b.createdAt).localeCompare(a.completedDate ?? a.createdAt) ||
          b.workOrderNumber.localeCompare(a.workOrderNumber)
        );
      });
    return response(200).json(paged(rows, { page, limit }, (w) => presentWorkOrder(db, w)));
  }),
];
