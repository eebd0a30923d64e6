/** Query keys of assignments; they follow the API paths (design.md). */
export const assignmentKeys = {
  all: ['tenant-unit-assignments'] as const,
  byUnit: (unitId: string) => ['tenant-unit-assignments', 'by-unit', unitId] as const,
  byTenant: (tenantId: string) => ['tenant-unit-assignments', 'by-tenant', tenantId] as const,
  byLease: (leaseId: string) => ['tenant-unit-assignments', 'by-lease', leaseId] as const,
  detail: (id: string) => ['tenant-unit-assignments', 'detail', id] as const,
};

/** The picker lists of the assignment modals (spec 2 §7: page 1, limit 100). */
export const PICKER_PAGE = { page: 1, limit: 100 } as const;
export const pickerKeys = {
  tenants: () => ['tenants', 'list', PICKER_PAGE] as const,
  leases: () => ['leases', 'list', PICKER_PAGE] as const,
  units: () => ['units', 'list', PICKER_PAGE] as const,
};
