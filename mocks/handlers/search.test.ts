import { db } from '../db';
import { callApi } from '../testing/api-fetch';

describe('GET /search/global', () => {
  beforeEach(() => {
    // Records of other areas, written with the spec's field names (their seeds may add more).
    db.tenants.insert({
      id: 't-zed',
      firstName: 'Zedekiah',
      lastName: 'Maplethorpe',
      email: 'zed@example.com',
      phone: '555-0100',
      status: 'active',
    } as never);
    db.tenants.insert({
      id: 't-zoe',
      firstName: 'Zoe',
      lastName: 'Zedmark',
      email: 'zoe@example.com',
      phone: '555-0101',
      status: 'applicant',
    } as never);
    db.leases.insert({ id: 'l-zed', leaseNumber: 'L-ZED', status: 'active' } as never);
    db.assignments.insert({
      id: 'a-zed',
      tenantId: 't-zed',
      unitId: db.units.all()[0].id,
      leaseId: 'l-zed',
      isPrimary: true,
    } as never);
    db.maintenanceRequests.insert({
      id: 'm-zed',
      title: 'Zedoary smell in hallway',
      requestNumber: 'MR-ZED-1',
      description: '',
      status: 'submitted',
      priority: 'low',
    } as never);
  });

  it('groups hits by entity with each group’s total and the sum in meta.total', async () => {
    const res = await callApi('GET', '/search/global?q=maple');
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    const { properties, units, tenants, maintenance_requests } = res.body.data;
    expect(properties.hits.map((h: { name: string }) => h.name)).toEqual(['Maple Court Apartments']);
    expect(properties.hits[0].totalUnits).toBe(6);
    // Units match through their property's name.
    expect(units.totalHits).toBe(6);
    expect(units.hits.every((h: { propertyName: string }) => h.propertyName === 'Maple Court Apartments')).toBe(true);
    expect(tenants.hits.map((h: { id: string }) => h.id)).toContain('t-zed');
    expect(res.body.meta.total).toBe(
      properties.totalHits + units.totalHits + tenants.totalHits + maintenance_requests.totalHits,
    );
  });

  it('returns the spec’s hit fields for tenants and maintenance requests, with hasActiveLease derived', async () => {
    const res = await callApi('GET', '/search/global?q=zed');
    const tenants = res.body.data.tenants.hits;
    expect(tenants).toEqual(
      expect.arrayContaining([
        {
          id: 't-zed',
          firstName: 'Zedekiah',
          lastName: 'Maplethorpe',
          email: 'zed@example.com',
          status: 'active',
          hasActiveLease: true,
        },
        {
          id: 't-zoe',
          firstName: 'Zoe',
          lastName: 'Zedmark',
          email: 'zoe@example.com',
          status: 'applicant',
          hasActiveLease: false,
        },
      ]),
    );
    expect(res.body.data.maintenance_requests.hits).toContainEqual({
      id: 'm-zed',
      title: 'Zedoary smell in hallway',
      requestNumber: 'MR-ZED-1',
      status: 'submitted',
      priority: 'low',
    });
  });

  it('applies limit and offset per group; totalHits stays the number of matches', async () => {
    const all = await callApi('GET', '/search/global?q=10&limit=100');
    const unitTotal = all.body.data.units.totalHits;
    expect(unitTotal).toBeGreaterThan(3);
    const page = await callApi('GET', '/search/global?q=10&limit=2&offset=1');
    expect(page.body.data.units.totalHits).toBe(unitTotal);
    expect(page.body.data.units.hits.map((h: { id: string }) => h.id)).toEqual(
      all.body.data.units.hits.slice(1, 3).map((h: { id: string }) => h.id),
    );
    const byDefault = await callApi('GET', '/search/global?q=10');
    expect(byDefault.body.data.units.hits.length).toBe(Math.min(10, unitTotal));
    expect(byDefault.body.meta.total).toBe(all.body.meta.total);
  });

  it('matches nothing for fewer than 2 characters', async () => {
    for (const q of ['', 'm', '%20m%20']) {
      const res = await callApi('GET', `/search/global?q=${q}`);
      expect(res.status).toBe(200);
      expect(res.body.meta.total).toBe(0);
      expect(res.body.data.properties).toEqual({ hits: [], totalHits: 0 });
    }
  });
});
