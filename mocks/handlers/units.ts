import { http } from '../http';
import { db } from '../db';
import { newId } from '../db/ids';
import { deleteFilesOf } from '../db/files';
import { compareUnitNumbers, type UnitRecord } from '../db/units';
import { badRequest, noContent, notFound } from '../support/responses';
import { pageParams, paged, queryBoolean, queryNumber, queryValue } from '../support/paging';
import { loose, text } from '../queries/loose';
import { searchUnits, suggestUnits, unitById, unitsInOrder, unitView } from '../queries/properties-units';
import { integerParam, jsonErrors, pick, readJson, validateBody } from './request-rules';

/** The stored fields a unit body may set (`rentalPropertyId` only on create). */
const WRITABLE: ReadonlyArray<keyof UnitRecord> = [
  'unitNumber',
  'squareFootage',
  'monthlyRent',
  'bedrooms',
  'bathrooms',
  'floorNumber',
  'description',
  'isAvailable',
  'waterIncluded',
  'hotwaterIncluded',
  'heatIncluded',
  'sewerIncluded',
  'trashIncluded',
  'electricMeterNumber',
  'gasMeterNumber',
  'waterMeterNumber',
  'trashAccountNumber',
  'unitType',
  'businessName',
  'petAllowed',
];

/** A residential unit has no business name; a commercial one must have one. */
function businessNameError(unit: Pick<UnitRecord, 'unitType' | 'businessName'>) {
  return unit.unitType === 'commercial' && !unit.businessName?.trim()
    ? [{ field: 'businessName', message: 'Business name is required for commercial units' }]
    : [];
}

/** Deletes a unit, its photo files and its assignment links. */
export function deleteUnitCascade(id: string): void {
  const unit = db.units.get(id);
  if (!unit) return;
  deleteFilesOf(db, unit.photos);
  db.assignments.deleteWhere((a) => text(loose(a), 'unitId') === id);
  db.units.delete(id);
}

export const unitHandlers = [
  http.get('/units', ({ request, response }) => {
    const url = new URL(request.url);
    const { page, limit } = pageParams(url);
    const propertyId = queryValue(url, 'rentalPropertyId');
    const rows = propertyId
      ? db.units.where((u) => u.rentalPropertyId === propertyId).sort(compareUnitNumbers)
      : unitsInOrder(db);
    const result = paged(rows, page, limit);
    return response(200).json({
      data: result.data.map((u) => unitView(u, db.properties.get(u.rentalPropertyId))),
      meta: result.meta,
    });
  }),

  http.get('/units/search', ({ request, response }) => {
    const url = new URL(request.url);
    return response(200).json(
      searchUnits(db, {
        q: queryValue(url, 'q'),
        propertyId: queryValue(url, 'propertyId'),
        isAvailable: queryBoolean(url, 'isAvailable'),
        bedrooms: queryValue(url, 'bedrooms'),
        bathrooms: queryValue(url, 'bathrooms'),
        minRent: queryNumber(url, 'minRent'),
        maxRent: queryNumber(url, 'maxRent'),
        petAllowed: queryBoolean(url, 'petAllowed'),
        limit: integerParam(url, 'limit', 100, 1, 1000),
        offset: integerParam(url, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
      }),
    );
  }),

  http.get('/units/suggestions', ({ request, response }) => {
    const url = new URL(request.url);
    return response(200).json({
      data: suggestUnits(db, queryValue(url, 'q'), integerParam(url, 'limit', 5, 1, 20), queryValue(url, 'propertyId')),
    });
  }),

  http.post('/units', async ({ request, response }) => {
    const body = await readJson(request);
    const errors = jsonErrors(body) ?? validateBody('post', '/units', body);
    if (errors.length) return badRequest(errors);
    const input = body as Record<string, unknown>;
    const property = db.properties.get(String(input.rentalPropertyId));
    if (!property) return notFound('Property');
    const now = new Date().toISOString();
    const fields = pick<UnitRecord>(input, WRITABLE);
    const defaults: Omit<
      UnitRecord,
      'id' | 'rentalPropertyId' | 'unitNumber' | 'squareFootage' | 'monthlyRent' | 'photos' | 'createdAt' | 'updatedAt'
    > = {
      bedrooms: 0,
      bathrooms: 0,
      floorNumber: null,
      description: null,
      isAvailable: true,
      waterIncluded: false,
      hotwaterIncluded: false,
      heatIncluded: false,
      sewerIncluded: false,
      trashIncluded: false,
      electricMeterNumber: null,
      gasMeterNumber: null,
      waterMeterNumber: null,
      trashAccountNumber: null,
      unitType: 'residential',
      businessName: null,
      petAllowed: false,
    };
    const unit = {
      ...defaults,
      ...fields,
      id: newId(),
      rentalPropertyId: property.id,
      photos: [],
      createdAt: now,
      updatedAt: now,
    } as UnitRecord;
    if (unit.unitType === 'residential') unit.businessName = null;
    db.units.insert(unit);
    return response(201).json(unitView(unit, property));
  }),

  http.get('/units/{id}', ({ params, response }) => {
    const unit = unitById(db, params.id);
    return unit ? response(200).json(unit) : notFound('Unit');
  }),

  http.put('/units/{id}', async ({ params, request, response }) => {
    const current = db.units.get(params.id);
    if (!current) return notFound('Unit');
    const body = await readJson(request);
    const errors = jsonErrors(body) ?? validateBody('put', '/units/{id}', body);
    if (errors.length) return badRequest(errors);
    const patch = pick<UnitRecord>(body as Record<string, unknown>, WRITABLE);
    const merged = { ...current, ...patch };
    const ruleErrors = businessNameError(merged);
    if (ruleErrors.length) return badRequest(ruleErrors);
    // Changing a unit to residential drops its business name (commercial units only).
    if (merged.unitType === 'residential') patch.businessName = null;
    db.units.update(params.id, { ...patch, updatedAt: new Date().toISOString() });
    return response(200).json(unitById(db, params.id)!);
  }),

  http.delete('/units/{id}', ({ params }) => {
    if (!db.units.has(params.id)) return notFound('Unit');
    deleteUnitCascade(params.id);
    return noContent();
  }),
];
