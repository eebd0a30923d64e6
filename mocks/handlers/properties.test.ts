import { db } from '../db';
import { callApi } from '../testing/api-fetch';

const maple = () => db.properties.find((p) => p.name === 'Maple Court Apartments')!;

const validProperty = {
  name: 'Birch Hollow',
  address: '12 Birch Hollow Rd',
  city: 'Austin',
  state: 'TX',
  zipCode: '78702',
  propertyType: 'townhouse',
};

describe('GET /rental-properties', () => {
  it('answers the first page of 100 by default, with units and derived counts from the store', async () => {
    const res = await callApi('GET', '/rental-properties');
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.meta).toEqual({ total: db.properties.count(), page: 1, limit: 100, totalPages: 1 });
    for (const property of res.body.data) {
      const units = db.units.where((u) => u.rentalPropertyId === property.id);
      expect(property.totalUnits).toBe(units.length);
      expect(property.occupiedUnits).toBe(units.filter((u) => !u.isAvailable).length);
      expect(property.units.map((u: { id: string }) => u.id).sort()).toEqual(units.map((u) => u.id).sort());
    }
  });

  it('pages with page and limit', async () => {
    const total = db.properties.count();
    const res = await callApi('GET', '/rental-properties?page=2&limit=3');
    expect(res.body.meta).toEqual({ total, page: 2, limit: 3, totalPages: Math.ceil(total / 3) });
    expect(res.body.data).toHaveLength(3);
    const firstPage = await callApi('GET', '/rental-properties?page=1&limit=3');
    expect(res.body.data.map((p: { id: string }) => p.id)).not.toContain(firstPage.body.data[0].id);
  });

  it('answers 401 without a token', async () => {
    const res = await callApi('GET', '/rental-properties', { token: null });
    expect(res.status).toBe(401);
  });
});

describe('POST /rental-properties', () => {
  it('creates a property with the defaults and answers 201', async () => {
    const res = await callApi('POST', '/rental-properties', { json: validProperty });
    expect(res.status).toBe(201);
    expect(res.contractProblems).toEqual([]);
    expect(res.body).toMatchObject({
      ...validProperty,
      isActive: true,
      units: [],
      photos: [],
      totalUnits: 0,
      lateFeeEnabled: false,
      country: null,
    });
    expect(db.properties.get(res.body.id)?.name).toBe('Birch Hollow');
  });

  it('applies the default property type multi-family when propertyType is absent (spec 1 §5)', async () => {
    const { propertyType: _type, ...withoutType } = validProperty;
    const res = await callApi('POST', '/rental-properties', { json: withoutType });
    expect(res.status).toBe(201);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.propertyType).toBe('multi-family');
    expect(db.properties.get(res.body.id)?.propertyType).toBe('multi-family');
  });

  it('answers 400 with the spec messages and changes nothing', async () => {
    const before = db.properties.all();
    const res = await callApi('POST', '/rental-properties', {
      pathTemplate: '/rental-properties',
      json: { ...validProperty, name: 'x'.repeat(101), yearBuilt: 1700, purchasePrice: -5, propertyType: 'castle' },
    });
    expect(res.status).toBe(400);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Property name cannot be longer than 100 characters' },
        { field: 'yearBuilt', message: 'Year built must be after 1800' },
        { field: 'purchasePrice', message: 'Purchase price cannot be negative' },
        { field: 'propertyType', message: 'Invalid property type' },
      ]),
    );
    expect(db.properties.all()).toEqual(before);
  });

  it('requires the name and rejects a year built in the future', async () => {
    const { name: _name, ...withoutName } = validProperty;
    const missing = await callApi('POST', '/rental-properties', { json: withoutName });
    expect(missing.body.errors).toContainEqual({ field: 'name', message: 'Property name is required' });
    const future = await callApi('POST', '/rental-properties', {
      json: { ...validProperty, yearBuilt: new Date().getUTCFullYear() + 1 },
    });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([{ field: 'yearBuilt', message: 'Year built cannot be in the future' }]);
  });

  it('checks the tax components JSON text', async () => {
    const before = db.properties.count();
    const bad = JSON.stringify({
      components: [{ taxType: 'county', taxingAuthority: 'Travis County', annualAmount: -1 }],
    });
    const res = await callApi('POST', '/rental-properties', { json: { ...validProperty, propertyTaxComponents: bad } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'propertyTaxComponents.components.0.annualAmount', message: 'Annual amount cannot be negative' },
    ]);
    const notJson = await callApi('POST', '/rental-properties', {
      json: { ...validProperty, propertyTaxComponents: '{oops' },
    });
    expect(notJson.status).toBe(400);
    expect(db.properties.count()).toBe(before);
  });
});

describe('GET, PUT, DELETE /rental-properties/{id}', () => {
  it('gets one property and answers 404 for an unknown id', async () => {
    const res = await callApi('GET', `/rental-properties/${maple().id}`, { pathTemplate: '/rental-properties/{id}' });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.name).toBe('Maple Court Apartments');
    const missing = await callApi('GET', '/rental-properties/nope', { pathTemplate: '/rental-properties/{id}' });
    expect(missing.status).toBe(404);
    expect(missing.contractProblems).toEqual([]);
  });

  it('updates only the fields sent; null clears an optional field', async () => {
    const before = maple();
    const res = await callApi('PUT', `/rental-properties/${before.id}`, {
      pathTemplate: '/rental-properties/{id}',
      json: {
        insuranceCarrier: 'Acme Mutual',
        insuranceAnnualPremium: 999,
        description: null,
        id: 'ignored',
        totalUnits: 99,
      },
    });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    const after = db.properties.get(before.id)!;
    expect(after).toMatchObject({
      insuranceCarrier: 'Acme Mutual',
      insuranceAnnualPremium: 999,
      description: null,
      name: before.name,
      id: before.id,
    });
    expect(after.propertyTaxComponents).toBe(before.propertyTaxComponents);
  });

  it('leaves the property unchanged on an invalid update', async () => {
    const before = maple();
    const res = await callApi('PUT', `/rental-properties/${before.id}`, { json: { name: '', lateFeePercentage: 150 } });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['lateFeePercentage', 'name']);
    expect(db.properties.get(before.id)).toEqual(before);
  });

  it('deletes the property with its units, their photos and assignment links, and nothing else', async () => {
    const target = maple();
    const units = db.units.where((u) => u.rentalPropertyId === target.id);
    const other = db.properties.find((p) => p.id !== target.id)!;
    const otherUnits = db.units.count((u) => u.rentalPropertyId === other.id);
    const photoKeys = [...target.photos, ...units.flatMap((u) => u.photos)].map((p) => p.split('/').pop()!);
    expect(photoKeys.length).toBeGreaterThan(0);
    db.assignments.insert({ id: 'test-assignment', unitId: units[0].id, tenantId: 't1' } as never);
    db.assignments.insert({ id: 'kept-assignment', unitId: 'elsewhere', tenantId: 't2' } as never);

    const res = await callApi('DELETE', `/rental-properties/${target.id}`, { pathTemplate: '/rental-properties/{id}' });
    expect(res.status).toBe(204);
    expect(res.contractProblems).toEqual([]);
    expect(db.properties.get(target.id)).toBeUndefined();
    expect(db.units.count((u) => u.rentalPropertyId === target.id)).toBe(0);
    for (const key of photoKeys) expect(db.files.get(key)).toBeUndefined();
    expect(db.assignments.get('test-assignment')).toBeUndefined();
    expect(db.assignments.get('kept-assignment')).toBeDefined();
    expect(db.units.count((u) => u.rentalPropertyId === other.id)).toBe(otherUnits);

    const again = await callApi('DELETE', `/rental-properties/${target.id}`);
    expect(again.status).toBe(404);
  });
});

describe('GET /rental-properties/search', () => {
  it('filters by every given parameter and reports total and processing time', async () => {
    const res = await callApi('GET', '/rental-properties/search?q=&propertyType=multi-family&city=');
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    const expected = db.properties.where((p) => p.propertyType === 'multi-family');
    expect(res.body.meta.total).toBe(expected.length);
    expect(typeof res.body.meta.processingTimeMs).toBe('number');
    expect(res.body.data.every((p: { propertyType: string }) => p.propertyType === 'multi-family')).toBe(true);
  });

  it('matches the text in name, address, city and state, and "N+" unit counts', async () => {
    const byCity = await callApi('GET', '/rental-properties/search?q=denver');
    expect(byCity.body.data.map((p: { name: string }) => p.name)).toEqual(['Market Street Lofts']);
    const big = await callApi('GET', '/rental-properties/search?totalUnits=5%2B');
    const expected = db.properties
      .where((p) => db.units.count((u) => u.rentalPropertyId === p.id) >= 5)
      .map((p) => p.name)
      .sort();
    expect(big.body.data.map((p: { name: string }) => p.name).sort()).toEqual(expected);
    const exact = await callApi('GET', '/rental-properties/search?totalUnits=0');
    expect(exact.body.data.map((p: { name: string }) => p.name)).toEqual(['Willow Lane Cottage']);
  });

  it('applies limit and offset after counting', async () => {
    const all = await callApi('GET', '/rental-properties/search');
    const page = await callApi('GET', '/rental-properties/search?limit=2&offset=2');
    expect(page.body.meta.total).toBe(all.body.meta.total);
    expect(page.body.data.map((p: { id: string }) => p.id)).toEqual(
      all.body.data.slice(2, 4).map((p: { id: string }) => p.id),
    );
  });
});

describe('GET /rental-properties/suggestions', () => {
  it('suggests at most 5 properties for 2 or more characters, names starting with the text first', async () => {
    const res = await callApi('GET', '/rental-properties/suggestions?q=ma');
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(5);
    expect(res.body.data[0].name.toLowerCase().startsWith('ma')).toBe(true);
    const short = await callApi('GET', '/rental-properties/suggestions?q=m');
    expect(short.body.data).toEqual([]);
  });
});
