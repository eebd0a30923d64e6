/**
 * What other features use of tenants (the assignment modals' tenant checklist). Everything else in this
 * folder is internal: lint rejects an import of it from another feature.
 */
export { tenantsListQuery } from './api/tenant-queries';
