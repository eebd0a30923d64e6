import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { assignmentKeys, PICKER_PAGE, pickerKeys } from './assignment-keys';

/** GET /tenant-unit-assignments/by-unit/{id}: every assignment of a unit, enriched. */
export function unitAssignmentsQuery(unitId: string) {
  return queryOptions({
    queryKey: assignmentKeys.byUnit(unitId),
    queryFn: () => unwrap(api.GET('/tenant-unit-assignments/by-unit/{id}', { params: { path: { id: unitId } } })),
    enabled: Boolean(unitId),
  });
}

/** GET /tenants?page=1&limit=100 — the tenant picker. */
export function tenantPickerQuery() {
  return queryOptions({
    queryKey: pickerKeys.tenants(),
    queryFn: () => unwrap(api.GET('/tenants', { params: { query: { ...PICKER_PAGE } } })),
  });
}

/** GET /leases?page=1&limit=100 — the lease picker. */
export function leasePickerQuery() {
  return queryOptions({
    queryKey: pickerKeys.leases(),
    queryFn: () => unwrap(api.GET('/leases', { params: { query: { ...PICKER_PAGE } } })),
  });
}

/** GET /units?page=1&limit=100 — the unit picker (when the modal opens from a tenant or a lease). */
export function unitPickerQuery() {
  return queryOptions({
    queryKey: pickerKeys.units(),
    queryFn: () => unwrap(api.GET('/units', { params: { query: { ...PICKER_PAGE } } })),
  });
}
