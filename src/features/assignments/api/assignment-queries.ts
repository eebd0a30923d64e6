import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { assignmentKeys } from '@/lib/api/query-keys';

/** GET /tenant-unit-assignments/by-unit/{id}: every assignment of a unit, enriched. */
export function unitAssignmentsQuery(unitId: string) {
  return queryOptions({
    queryKey: assignmentKeys.byUnit(unitId),
    queryFn: () => unwrap(api.GET('/tenant-unit-assignments/by-unit/{id}', { params: { path: { id: unitId } } })),
    enabled: Boolean(unitId),
  });
}

/** GET /tenant-unit-assignments/by-tenant/{id}: every assignment of a tenant, enriched. */
export function tenantAssignmentsQuery(tenantId: string) {
  return queryOptions({
    queryKey: assignmentKeys.byTenant(tenantId),
    queryFn: () => unwrap(api.GET('/tenant-unit-assignments/by-tenant/{id}', { params: { path: { id: tenantId } } })),
    enabled: Boolean(tenantId),
  });
}
