import { db } from '../db';
import { callApi } from '../testing/api-fetch';

const property = (name: string) => db.properties.find((p) => p.name === name)!;
const unitOf = (name: string, unitNumber: string) =>
  db.units.find((u) => u.rentalPropertyId === property(name).id && u.unitNumber === unitNumber)!;

describe('GET /units', () => {
  it('lists units by property name and unit number, with the property name and summary', async () => {
    const res = await callApi('GET', '/units');
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.meta.total).toBe(db.units.count());
    const first = res.body.data[0];
    expect(first.propertyName).toBe(first.rentalProperty.name);
    expect(first.rentalProperty.id).toBe(first.rentalPropertyId);
    const names = res.body.data.map((u: { propertyName: string }) => u.propertyName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('keeps one property’s units with rentalPropertyId, and ignores an empty one', async () => {
    const maple = property('Maple Court Apartments');
    const res = await callApi('GET', `/units?rentalPropertyId=${maple.id}&limit=4`);
    expect(res.body.meta).toEqual({ total: 6, page: 1, limit: 4, totalPages: 2 });
    expect(res.body.data.map((u: { unitNumber: string }) => u.unitNumber)).toEqual(['101', '102', '103', '104']);
    const empty = await callApi('GET', '/units?rentalPropertyId=');
    expect(empty.body.meta.total).toBe(db.units.count());
  });
});

describe('POST /units', () => {
  const body = (rentalPropertyId: string) => ({
    rentalPropertyId,
    unitNumber: '305',
    squareFootage: 700,
    monthlyRent: 1400,
  });

  it('creates a unit with defaults; the answer includes rentalPropertyId', async () => {
    const willow = property('Willow Lane Cottage');
    const res = await callApi('POST', '/units', { json: body(willow.id) });
    expect(res.status).toBe(201);
    expect(res.contractProblems).toEqual([]);
    expect(res.body).toMatchObject({
      rentalPropertyId: willow.id,
      isAvailable: true,
      unitType: 'residential',
      bedrooms: 0,
      waterIncluded: false,
      photos: [],
      propertyName: 'Willow Lane Cottage',
    });
    const detail = await callApi('GET', `/rental-properties/${willow.id}`);
    expect(detail.body.totalUnits).toBe(1);
  });

  it('answers 400 with the spec messages and stores nothing', async () => {
    const before = db.units.count();
    const missing = await callApi('POST', '/units', {
      json: { unitNumber: '1', squareFootage: 0, monthlyRent: 100, unitType: 'office' },
    });
    expect(missing.status).toBe(400);
    expect(missing.contractProblems).toEqual([]);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'rentalPropertyId', message: 'Property is required' },
        { field: 'unitType', message: 'Invalid unit type' },
        expect.objectContaining({ field: 'squareFootage' }),
      ]),
    );
    const commercial = await callApi('POST', '/units', {
      json: { ...body(property('Market Street Lofts').id), unitType: 'commercial' },
    });
    expect(commercial.body.errors).toEqual([
      { field: 'businessName', message: 'Business name is required for commercial units' },
    ]);
    const tooLong = await callApi('POST', '/units', {
      json: { ...body(property('Market Street Lofts').id), electricMeterNumber: 'x'.repeat(51), bathrooms: 1.25 },
    });
    expect(tooLong.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'bathrooms',
      'electricMeterNumber',
    ]);
    expect(db.units.count()).toBe(before);
  });

  it('answers 404 for an unknown property', async () => {
    const res = await callApi('POST', '/units', { json: body('no-such-property') });
    expect(res.status).toBe(404);
  });
});

describe('PUT /units/{id}', () => {
  it('updates the fields sent and keeps the others', async () => {
    const unit = unitOf('Maple Court Apartments', '103');
    const res = await callApi('PUT', `/units/${unit.id}`, {
      pathTemplate: '/units/{id}',
      json: { monthlyRent: 1999.5, isAvailable: false, description: null },
    });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(db.units.get(unit.id)).toMatchObject({
      monthlyRent: 1999.5,
      isAvailable: false,
      description: null,
      unitNumber: '103',
      rentalPropertyId: unit.rentalPropertyId,
    });
  });

  it('forbids the fields the form strips on edit, and changes nothing', async () => {
    const unit = unitOf('Maple Court Apartments', '103');
    const other = property('Harbor View Apartments');
    const res = await callApi('PUT', `/units/${unit.id}`, {
      json: { rentalPropertyId: other.id, createdAt: 'x', monthlyRent: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['createdAt', 'rentalPropertyId']);
    expect(db.units.get(unit.id)).toEqual(unit);
  });

  it('requires a business name once a unit is commercial, and drops it when residential', async () => {
    const shop = unitOf('Market Street Lofts', 'C1');
    expect(shop.businessName).toBeTruthy();
    const cleared = await callApi('PUT', `/units/${shop.id}`, { json: { businessName: null } });
    expect(cleared.status).toBe(400);
    expect(cleared.body.errors).toEqual([
      { field: 'businessName', message: 'Business name is required for commercial units' },
    ]);
    const residential = await callApi('PUT', `/units/${shop.id}`, { json: { unitType: 'residential' } });
    expect(residential.status).toBe(200);
    expect(db.units.get(shop.id)).toMatchObject({ unitType: 'residential', businessName: null });
  });

  it('answers 404 for an unknown unit', async () => {
    expect((await callApi('PUT', '/units/nope', { json: { monthlyRent: 5 } })).status).toBe(404);
    expect((await callApi('GET', '/units/nope')).status).toBe(404);
  });
});

describe('DELETE /units/{id}', () => {
  it('deletes the unit and its photo files; the property’s counts follow', async () => {
    const unit = db.units.find((u) => u.photos.length > 0)!;
    const keys = unit.photos.map((p) => p.split('/').pop()!);
    const before = (await callApi('GET', `/rental-properties/${unit.rentalPropertyId}`)).body.totalUnits;
    const res = await callApi('DELETE', `/units/${unit.id}`, { pathTemplate: '/units/{id}' });
    expect(res.status).toBe(204);
    expect(res.contractProblems).toEqual([]);
    expect(db.units.get(unit.id)).toBeUndefined();
    for (const key of keys) expect(db.files.get(key)).toBeUndefined();
    const after = (await callApi('GET', `/rental-properties/${unit.rentalPropertyId}`)).body.totalUnits;
    expect(after).toBe(before - 1);
  });
});

describe('GET /units/search', () => {
  it('combines filters, counts all matches and reports processing time', async () => {
    const res = await callApi('GET', '/units/search?isAvailable=false&minRent=1500&maxRent=2500&limit=2');
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    const expected = db.units.where((u) => !u.isAvailable && u.monthlyRent >= 1500 && u.monthlyRent <= 2500);
    expect(res.body.meta.total).toBe(expected.length);
    expect(res.body.data.length).toBe(Math.min(2, expected.length));
    expect(res.body.meta.processingTimeMs).toBeGreaterThanOrEqual(0);
    for (const unit of res.body.data) expect(unit.propertyName).toBeTruthy();
  });

  it('reads bedrooms and bathrooms as exact or "N+", and petAllowed and propertyId', async () => {
    const studios = await callApi('GET', '/units/search?bedrooms=0');
    expect(studios.body.meta.total).toBe(db.units.count((u) => u.bedrooms === 0));
    const big = await callApi('GET', '/units/search?bedrooms=3%2B&bathrooms=1.5%2B');
    expect(big.body.meta.total).toBe(db.units.count((u) => u.bedrooms >= 3 && u.bathrooms >= 1.5));
    const pets = await callApi('GET', '/units/search?petAllowed=true');
    expect(pets.body.meta.total).toBe(db.units.count((u) => u.petAllowed));
    const harbor = property('Harbor View Apartments');
    const own = await callApi('GET', `/units/search?propertyId=${harbor.id}`);
    expect(own.body.meta.total).toBe(8);
  });

  it('matches the text in unit number, business name and property name', async () => {
    const res = await callApi('GET', '/units/search?q=coffee');
    expect(res.body.data.map((u: { businessName: string }) => u.businessName)).toEqual(['Blue Door Coffee']);
    const byProperty = await callApi('GET', '/units/search?q=pine%20street');
    expect(byProperty.body.meta.total).toBe(3);
  });
});

describe('GET /units/suggestions', () => {
  it('suggests up to 5 units for 2 or more characters', async () => {
    const res = await callApi('GET', '/units/suggestions?q=10');
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data.every((u: { unitNumber: string }) => u.unitNumber.startsWith('10'))).toBe(true);
    expect((await callApi('GET', '/units/suggestions?q=1')).body.data).toEqual([]);
  });
});
