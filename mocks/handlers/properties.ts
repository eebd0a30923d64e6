import { http } from '../http';
import { db } from '../db';
import { newId } from '../db/ids';
import { deleteFilesOf } from '../db/files';
import { blankPropertyFields, type PropertyRecord } from '../db/properties';
import { badRequest, noContent, notFound } from '../support/responses';
import { pageParams, paged, queryValue } from '../support/paging';
import { loose, text } from '../queries/loose';
import {
  propertiesInOrder,
  propertyById,
  propertyView,
  searchProperties,
  suggestProperties,
  unitsByProperty,
} from '../queries/properties-units';
import { integerParam, jsonErrors, pick, propertyRules, readJson, validateBody } from './request-rules';

/** The stored fields a create or update body may set (read-only and derived fields are ignored). */
const WRITABLE: ReadonlyArray<keyof PropertyRecord> = [
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  ...(Object.keys(blankPropertyFields()).filter((k) => k !== 'photos') as Array<keyof PropertyRecord>),
];

/** Deletes a property's units (with their photos and assignment links), its photos and the property. */
export function deletePropertyCascade(id: string): void {
  const property = db.properties.get(id);
  if (!property) return;
  const units = db.units.where((u) => u.rentalPropertyId === id);
  const unitIds = new Set(units.map((u) => u.id));
  for (const unit of units) deleteFilesOf(db, unit.photos);
  db.assignments.deleteWhere((a) => unitIds.has(text(loose(a), 'unitId')));
  db.units.deleteWhere((u) => unitIds.has(u.id));
  deleteFilesOf(db, property.photos);
  db.properties.delete(id);
}

export const propertyHandlers = [
  http.get('/rental-properties', ({ request, response }) => {
    const url = new URL(request.url);
    const { page, limit } = pageParams(url);
    const groups = unitsByProperty(db);
    const rows = propertiesInOrder(db);
    const result = paged(rows, page, limit);
    return response(200).json({
      data: result.data.map((p) => propertyView(p, groups.get(p.id) ?? [])),
      meta: result.meta,
    });
  }),

  http.get('/rental-properties/search', ({ request, response }) => {
    const url = new URL(request.url);
    return response(200).json(
      searchProperties(db, {
        q: queryValue(url, 'q'),
        propertyType: queryValue(url, 'propertyType'),
        city: queryValue(url, 'city'),
        state: queryValue(url, 'state'),
        yearBuilt: queryValue(url, 'yearBuilt'),
        totalUnits: queryValue(url, 'totalUnits'),
        limit: integerParam(url, 'limit', 100, 1, 1000),
        offset: integerParam(url, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
      }),
    );
  }),

  http.get('/rental-properties/suggestions', ({ request, response }) => {
    const url = new URL(request.url);
    return response(200).json({
      data: suggestProperties(db, queryValue(url, 'q'), integerParam(url, 'limit', 5, 1, 20)),
    });
  }),

  http.post('/rental-properties', async ({ request, response }) => {
    const body = await readJson(request);
    const shapeErrors = jsonErrors(body) ?? validateBody('post', '/rental-properties', body);
    const errors = shapeErrors.length ? shapeErrors : propertyRules(body as Record<string, unknown>, new Date());
    if (errors.length) return badRequest(errors);
    const now = new Date().toISOString();
    const fields = pick<PropertyRecord>(body as Record<string, unknown>, WRITABLE);
    const record: PropertyRecord = {
      ...blankPropertyFields(),
      ...(fields as PropertyRecord),
      id: newId(),
      photos: [],
      createdAt: now,
      updatedAt: now,
    };
    db.properties.insert(record);
    return response(201).json(propertyView(record, []));
  }),

  http.get('/rental-properties/{id}', ({ params, response }) => {
    const property = propertyById(db, params.id);
    return property ? response(200).json(property) : notFound('Property');
  }),

  http.put('/rental-properties/{id}', async ({ params, request, response }) => {
    if (!db.properties.has(params.id)) return notFound('Property');
    const body = await readJson(request);
    const shapeErrors = jsonErrors(body) ?? validateBody('put', '/rental-properties/{id}', body);
    const errors = shapeErrors.length ? shapeErrors : propertyRules(body as Record<string, unknown>, new Date());
    if (errors.length) return badRequest(errors);
    const patch = pick<PropertyRecord>(body as Record<string, unknown>, WRITABLE);
    db.properties.update(params.id, { ...patch, updatedAt: new Date().toISOString() });
    return response(200).json(propertyById(db, params.id)!);
  }),

  http.delete('/rental-properties/{id}', ({ params }) => {
    if (!db.properties.has(params.id)) return notFound('Property');
    deletePropertyCascade(params.id);
    return noContent();
  }),
];
