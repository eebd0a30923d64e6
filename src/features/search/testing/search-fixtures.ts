/** Global-search answers for tests and stories (shaped by the contract's GlobalSearchResponse). */
import type { GlobalSearchResponse } from '@/lib/api/schema.gen';

type Data = GlobalSearchResponse['data'];

export function searchResponse(query: string, data: Partial<Data>): GlobalSearchResponse {
  const full: Data = {
    properties: data.properties ?? { hits: [], totalHits: 0 },
    units: data.units ?? { hits: [], totalHits: 0 },
    tenants: data.tenants ?? { hits: [], totalHits: 0 },
    maintenance_requests: data.maintenance_requests ?? { hits: [], totalHits: 0 },
  };
  const total = Object.values(full).reduce((sum, group) => sum + group.totalHits, 0);
  return { meta: { total, processingTimeMs: 1.2, query }, data: full };
}

/** "oak": one property, 14 units (10 shown), one tenant with an active lease, one request — 17 in total. */
export const oakResults = searchResponse('oak', {
  properties: {
    hits: [
      {
        id: 'p-1',
        name: 'Oak Ridge Apartments',
        address: '12 Oak Ridge Rd',
        city: 'Austin',
        state: 'TX',
        totalUnits: 14,
      },
    ],
    totalHits: 1,
  },
  units: {
    hits: Array.from({ length: 10 }, (_, i) => ({
      id: `u-${i + 1}`,
      unitNumber: String(101 + i),
      propertyName: 'Oak Ridge Apartments',
      monthlyRent: 1450 + i * 25,
      isAvailable: i % 3 === 0,
    })),
    totalHits: 14,
  },
  tenants: {
    hits: [
      {
        id: 't-1',
        firstName: 'Olivia',
        lastName: 'Oakley',
        email: 'olivia.oakley@example.com',
        status: 'active',
        hasActiveLease: true,
      },
    ],
    totalHits: 1,
  },
  maintenance_requests: {
    hits: [
      {
        id: 'm-1',
        title: 'Oak tree branch on roof',
        requestNumber: 'MR-2024-0042',
        status: 'in_progress',
        priority: 'high',
      },
    ],
    totalHits: 1,
  },
});

/** "maple": a handful of hits, under the View all threshold. */
export const mapleResults = searchResponse('maple', {
  properties: {
    hits: [{ id: 'p-2', name: 'Maple Court', address: '120 Maple Court', city: 'Denver', state: 'CO', totalUnits: 6 }],
    totalHits: 1,
  },
  units: {
    hits: [{ id: 'u-20', unitNumber: '2B', propertyName: 'Maple Court', monthlyRent: 1650, isAvailable: true }],
    totalHits: 1,
  },
  tenants: {
    hits: [
      {
        id: 't-2',
        firstName: 'Jane',
        lastName: 'Maple',
        email: 'jane.maple@example.com',
        status: 'applicant',
        hasActiveLease: false,
      },
    ],
    totalHits: 1,
  },
});

export const noResults = (query: string) => searchResponse(query, {});
