import { DEPOSIT_MESSAGES } from '@/lib/deposit-disposition';
import { http } from '../http';
import { db } from '../db';
import { newId } from '../db/ids';
import { blankPropertyFields, deletePropertyCascade, propertyRules, type PropertyRecord } from '../db/properties';
import {
  propertiesInOrder,
  propertyById,
  searchProperties,
  suggestProperties,
  unitsByProperty,
} from '../queries/properties-units';
import { paged, pickDefined, readBody, readQuery, type BodyRules } from '../support/request';
import { propertyView } from '../views/properties-units';
import { badRequest, noContent, notFound } from '../support/responses';
import { clockNow, nowIso } from '../support/time';

/**
 * The rental property calls (contract tag "Properties"): the model handler module a new area copies
 * (docs/architecture.md, "Mock handlers"). Each handler reads its input through ../support/request
 * (`readQuery`, `readBody`), answers errors through ../support/responses, and reads and writes only
 * through `db`; the property's rules and cascade are its record's (../db/properties.ts), the answers'
 * shapes in ../views, derived lists in ../queries.
 */

/** Spec 1 §5 messages of the property form, by field and kind of failure. */
const PROPERTY_RULES: BodyRules = {
  messages: {
    name: { required: 'Property name is required', maxLength: 'Property name cannot be longer than 100 characters' },
    yearBuilt: { minimum: 'Year built must be after 1800', type: 'Year built must be a number' },
    purchasePrice: { minimum: 'Purchase price cannot be negative', type: 'Purchase price must be a number' },
    currentValue: { minimum: 'Current value cannot be negative', type: 'Current value must be a number' },
    propertyType: { enum: 'Invalid property type', required: 'Property type is required' },
    depositReturnDays: { invalid: DEPOSIT_MESSAGES.depositReturnDays },
  },
};

/** The stored fields a create or update body may set (read-only and derived fields are ignored). */
const WRITABLE: readonly string[] = [
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  ...Object.keys(blankPropertyFields()).filter((k) => k !== 'photos'),
];

export const propertyHandlers = [
  // ---- literal paths before parameterised ones (/rental-properties/search before /{id})
  http.get('/rental-properties', ({ request, response }) => {
    const query = readQuery(request);
    const groups = unitsByProperty(db);
    const page = paged(propertiesInOrder(db), query.page(), (p) => propertyView(p, groups.get(p.id) ?? []));
    return response(200).json(page);
  }),

  http.get('/rental-properties/search', ({ request, response }) => {
    const query = readQuery(request);
    return response(200).json(
      searchProperties(db, {
        q: query.text('q'),
        propertyType: query.text('propertyType'),
        city: query.text('city'),
        state: query.text('state'),
        yearBuilt: query.text('yearBuilt'),
        totalUnits: query.text('totalUnits'),
        limit: query.integer('limit', 100, 1, 1000),
        offset: query.integer('offset', 0, 0, Number.MAX_SAFE_INTEGER),
      }),
    );
  }),

  http.get('/rental-properties/suggestions', ({ request, response }) => {
    const query = readQuery(request);
    return response(200).json({ data: suggestProperties(db, query.text('q'), query.integer('limit', 5, 1, 20)) });
  }),

  http.post('/rental-properties', async ({ request, response }) => {
    // 1. the body, checked against the contract (400, nothing stored) 2. rules beyond the schema 3. the change
    const { body, errors } = await readBody(request, PROPERTY_RULES);
    if (errors) return badRequest(errors);
    const ruleErrors = propertyRules(body, clockNow());
    if (ruleErrors.length) return badRequest(ruleErrors);
    const now = nowIso();
    const record: PropertyRecord = {
      ...blankPropertyFields(),
      name: body.name,
      address: body.address,
      city: body.city,
      state: body.state,
      zipCode: body.zipCode,
      ...pickDefined<PropertyRecord>(body, WRITABLE),
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
    // 404 before 400: an unknown record is not there to validate against.
    if (!db.properties.has(params.id)) return notFound('Property');
    const { body, errors } = await readBody(request, PROPERTY_RULES);
    if (errors) return badRequest(errors);
    const ruleErrors = propertyRules(body, clockNow());
    if (ruleErrors.length) return badRequest(ruleErrors);
    db.properties.update(params.id, { ...pickDefined<PropertyRecord>(body, WRITABLE), updatedAt: nowIso() });
    return response(200).json(propertyById(db, params.id)!);
  }),

  http.delete('/rental-properties/{id}', ({ params }) => {
    if (!db.properties.has(params.id)) return notFound('Property');
    deletePropertyCascade(db, params.id);
    return noContent();
  }),
];
