import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of the query keys: the first element of every key, one per API resource (design.md:
 * keys follow the path, e.g. `['units', 'list', params]`; `/rental-properties` is `'properties'`,
 * `/tenant-unit-assignments` keeps its path). A feature builds its own keys under its root; a mutation
 * that changes another area's data refreshes that area by its root, never by importing the other
 * feature's key factories.
 */
export const QUERY_ROOTS = {
  properties: 'properties',
  units: 'units',
  assignments: 'tenant-unit-assignments',
  tenants: 'tenants',
  leases: 'leases',
  dashboard: 'dashboard',
  search: 'search',
} as const;

export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS];

/**
 * The records that link tenants to units: assignments, and the tenants and leases that list them
 * (a tenant's unit assignments, a lease's tenant-unit assignments). Deleting a unit (or a property
 * with its units) deletes its assignments, so all three change.
 */
export const TENANCY_ROOTS = [QUERY_ROOTS.assignments, QUERY_ROOTS.tenants, QUERY_ROOTS.leases] as const;

/** Marks every query under these roots stale; the ones on screen refetch. */
export async function invalidateRoots(queryClient: QueryClient, roots: readonly QueryRoot[]): Promise<void> {
  await Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}
