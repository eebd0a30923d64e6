import { http } from '../http';
import { db } from '../db';
import { newId } from '../db/ids';
import { deleteFilesOf } from '../db/files';
import { blankUnitFields, compareUnitNumbers, type UnitRecord } from '../db/units';
import { searchUnits, suggestUnits, unitById, unitsInOrder } from '../queries/properties-units';
import { unitView } from '../views/properties-units';
import { paged, pickDefined, readBody, readQuery, type BodyRules } from '../support/request';
import { badRequest, noContent, notFound } from '../support/responses';
import { nowIso } from '../support/time';

/** Spec 1 §5 messages of the unit form; a field a unit keeps for life cannot be sent in an update. */
const UNIT_RULES: BodyRules = {
  messages: {
    unitType: { enum: 'Invalid unit type' },
    businessName: { required: 'Business name is required for commercial units' },
    rentalPropertyId: {
      required: 'Property is required',
      forbidden: 'rentalPropertyId cannot be changed: a unit stays with its property',
    },
  },
  otherwise: (e) => (e.kind === 'forbidden' ? `${e.field} cannot be sent in an update` : undefined),
};

/** The stored fields a unit body may set (`rentalPropertyId` only on create). */
const WRITABLE: ReadonlyArray<keyof UnitRecord & string> = [
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
  db.assignments.deleteWhere((a) => a.unitId === id);
  db.units.delete(id);
}

export const unitHandlers = [
  http.get('/units', ({ request, response }) => {
    const query = readQuery(request);
    const propertyId = query.text('rentalPropertyId');
    const rows = propertyId
      ? db.units.where((u) => u.rentalPropertyId === propertyId).sort(compareUnitNumbers)
      : unitsInOrder(db);
    return response(200).json(paged(rows, query.page(), (u) => unitView(u, db.properties.get(u.rentalPropertyId))));
  }),

  http.get('/units/search', ({ request, response }) => {
    const query = readQuery(request);
    return response(200).json(
      searchUnits(db, {
        q: query.text('q'),
        propertyId: query.text('propertyId'),
        isAvailable: query.boolean('isAvailable'),
        bedrooms: query.text('bedrooms'),
        bathrooms: query.text('bathrooms'),
        minRent: query.number('minRent'),
        maxRent: query.number('maxRent'),
        petAllowed: query.boolean('petAllowed'),
        limit: query.integer('limit', 100, 1, 1000),
        offset: query.integer('offset', 0, 0, Number.MAX_SAFE_INTEGER),
      }),
    );
  }),

  http.get('/units/suggestions', ({ request, response }) => {
    const query = readQuery(request);
    return response(200).json({
      data: suggestUnits(db, query.text('q'), query.integer('limit', 5, 1, 20), query.text('propertyId')),
    });
  }),

  http.post('/units', async ({ request, response }) => {
    const { body, errors } = await readBody(request, UNIT_RULES);
    if (errors) return badRequest(errors);
    const property = db.properties.get(body.rentalPropertyId);
    if (!property) return notFound('Property');
    const now = nowIso();
    const fields = pickDefined<UnitRecord>(body, WRITABLE);
    const unit = {
      ...blankUnitFields(),
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
    const { body, errors } = await readBody(request, UNIT_RULES);
    if (errors) return badRequest(errors);
    const patch = pickDefined<UnitRecord>(body, WRITABLE);
    const merged = { ...current, ...patch };
    const ruleErrors = businessNameError(merged);
    if (ruleErrors.length) return badRequest(ruleErrors);
    // Changing a unit to residential drops its business name (commercial units only).
    if (merged.unitType === 'residential') patch.businessName = null;
    db.units.update(params.id, { ...patch, updatedAt: nowIso() });
    return response(200).json(unitById(db, params.id)!);
  }),

  http.delete('/units/{id}', ({ params }) => {
    if (!db.units.has(params.id)) return notFound('Unit');
    deleteUnitCascade(params.id);
    return noContent();
  }),
];
