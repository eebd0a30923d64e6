import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { fetchRecord } from '../deleted-records';
import { assignmentKeys } from '../query-keys';
import type { Assignment } from '../schema.gen';
import { SINGLE_ITEM_STALE_MS } from './shared';

/** GET /tenant-unit-assignments/{id}: one assignment, enriched (its tenant, unit and lease). */
export function fetchAssignment(id: string): Promise<Assignment> {
  return unwrap(api.GET('/tenant-unit-assignments/{id}', { params: { path: { id } } }));
}

/** The GET paths of /tenant-unit-assignments: each one's key and fetcher, defined once. */
export const assignmentQueries = {
  /** GET /tenant-unit-assignments/{id}: the assignment, or `null` when it is gone. */
  detail: (id: string) =>
    queryOptions({
      queryKey: assignmentKeys.detail(id),
      queryFn: (context) => fetchRecord(context, () => fetchAssignment(id)),
      staleTime: SINGLE_ITEM_STALE_MS,
      enabled: Boolean(id),
    }),

  /**
   * GET /tenant-unit-assignments/by-unit/{id}: every assignment of a unit, enriched. The unit page, the
   * lease and tenant pickers and the payment form's lease read it.
   */
  byUnit: (unitId: string) =>
    queryOptions({
      queryKey: assignmentKeys.byUnit(unitId),
      queryFn: () => unwrap(api.GET('/tenant-unit-assignments/by-unit/{id}', { params: { path: { id: unitId } } })),
      enabled: Boolean(unitId),
    }),

  /** GET /tenant-unit-assignments/by-tenant/{id}: every assignment of a tenant, enriched. */
  byTenant: (tenantId: string) =>
    queryOptions({
      queryKey: assignmentKeys.byTenant(tenantId),
      queryFn: () => unwrap(api.GET('/tenant-unit-assignments/by-tenant/{id}', { params: { path: { id: tenantId } } })),
      enabled: Boolean(tenantId),
    }),

  /** GET /tenant-unit-assignments/by-lease/{id}: every assignment of a lease, enriched. */
  byLease: (leaseId: string) =>
    queryOptions({
      queryKey: assignmentKeys.byLease(leaseId),
      queryFn: () => unwrap(api.GET('/tenant-unit-assignments/by-lease/{id}', { params: { path: { id: leaseId } } })),
      enabled: Boolean(leaseId),
    }),
};
