import { leaseOptionText, tenantsOfAssignments, toLeaseOptions, toVendorOptions } from './pickers';
import type { Assignment, Lease } from './schema.gen';

const vendor = (id: string, companyName: string, averageRating: number | null, isActive = true) => ({
  id,
  companyName,
  contactName: `Contact ${id}`,
  averageRating,
  isActive,
});

describe('vendor picker order (spec 3 §2)', () => {
  it('lists recommended vendors first, then higher rating (unrated last), then company name; only active ones', () => {
    const options = toVendorOptions(
      [
        vendor('a', 'Zeta Plumbing', 4.9),
        vendor('b', 'Acme Repairs', 3.5),
        vendor('c', 'Beta Electric', null),
        vendor('d', 'Alpha Air', 3.5),
        vendor('e', 'Old Co', 5, false),
        vendor('f', 'Yellow Roofing', 2),
      ],
      new Set(['f', 'c']),
    );
    expect(options.map((o) => o.companyName)).toEqual([
      'Yellow Roofing',
      'Beta Electric',
      'Zeta Plumbing',
      'Acme Repairs',
      'Alpha Air',
    ]);
    expect(options.map((o) => o.recommended)).toEqual([true, true, false, false, false]);
  });
});

const tenant = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  email: `${id}@example.com`,
  status: 'active' as const,
});

const assignment = (over: Partial<Assignment> & Pick<Assignment, 'id' | 'tenantId' | 'unitId'>): Assignment => ({
  leaseId: null,
  isPrimary: false,
  startDate: '2026-01-01',
  endDate: null,
  tenant: null,
  unit: {
    id: over.unitId,
    unitNumber: over.unitId.toUpperCase(),
    monthlyRent: 1000,
    unitType: 'residential',
    bedrooms: 1,
    bathrooms: 1,
    rentalPropertyId: 'p1',
    isAvailable: false,
    rentalProperty: null,
  },
  lease: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

const lease = (id: string, leaseNumber: string, assignments: Assignment[]) =>
  ({
    id,
    leaseNumber,
    startDate: '2026-02-01',
    endDate: '2027-01-31',
    status: 'active',
    tenantUnitAssignments: assignments,
  }) as unknown as Lease;

describe('lease picker options', () => {
  const summary = (id: string, leaseNumber: string) => ({
    id,
    leaseNumber,
    startDate: '2025-06-01',
    endDate: '2026-05-31',
    status: 'active' as const,
  });

  it("puts the unit's leases first, even when the page does not hold them, each once", () => {
    const ana = tenant('t1', 'Ana', 'Ruiz');
    const onPage = lease('l1', 'L-1', [assignment({ id: 'a1', tenantId: 't9', unitId: 'u9', leaseId: 'l1' })]);
    const tiedOnPage = lease('l2', 'L-2', [
      assignment({ id: 'a2', tenantId: 't1', unitId: 'u1', leaseId: 'l2', tenant: ana }),
    ]);
    const unitAssignments = [
      assignment({ id: 'a3', tenantId: 't1', unitId: 'u1', leaseId: 'l3', tenant: ana, lease: summary('l3', 'L-3') }),
      assignment({ id: 'a4', tenantId: 't1', unitId: 'u1', leaseId: 'l3', tenant: ana, lease: summary('l3', 'L-3') }),
    ];
    const options = toLeaseOptions([onPage, tiedOnPage], unitAssignments, 'u1');
    expect(options.map((o) => [o.leaseNumber, o.tiedToUnit])).toEqual([
      ['L-3', true],
      ['L-2', true],
      ['L-1', false],
    ]);
    expect(options[0]!.tenantNames).toEqual(['Ana Ruiz']);
  });

  it('names the lease number, tenants, unit and dates', () => {
    expect(
      leaseOptionText({
        leaseNumber: 'L-7',
        tenantNames: ['Ana Ruiz', 'Bo Li'],
        unitNames: ['Unit 101, Maple Court'],
        startDate: '2026-02-01',
        endDate: '2027-01-31',
      }),
    ).toBe('L-7 · Ana Ruiz, Bo Li · Unit 101, Maple Court · 02/01/2026 – 01/31/2027');
  });
});

describe("a unit's tenants", () => {
  it('lists each tenant once, primary tenants first, then by name', () => {
    const options = tenantsOfAssignments([
      assignment({ id: 'a1', tenantId: 't2', unitId: 'u1', tenant: tenant('t2', 'Zoe', 'Adams') }),
      assignment({ id: 'a2', tenantId: 't1', unitId: 'u1', tenant: tenant('t1', 'Ana', 'Ruiz') }),
      assignment({ id: 'a3', tenantId: 't3', unitId: 'u1', isPrimary: true, tenant: tenant('t3', 'Max', 'Bell') }),
      assignment({ id: 'a4', tenantId: 't1', unitId: 'u1', tenant: tenant('t1', 'Ana', 'Ruiz') }),
    ]);
    expect(options.map((o) => o.name)).toEqual(['Max Bell', 'Ana Ruiz', 'Zoe Adams']);
  });
});
