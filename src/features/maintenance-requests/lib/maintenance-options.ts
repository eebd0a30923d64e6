import { humanizeStatus } from '@/components/status-badge';
import {
  maintenanceCategoryValues,
  maintenancePriorityValues,
  maintenanceRequestStatusValues,
  type MaintenanceRequestStatus,
} from '@/lib/api/schema.gen';

/** Spec 3 §3 "Enumerations", in the contract's (and the spec's) order. */
export const MAINTENANCE_CATEGORIES = maintenanceCategoryValues;
export const MAINTENANCE_PRIORITIES = maintenancePriorityValues;
export const MAINTENANCE_REQUEST_STATUSES = maintenanceRequestStatusValues;

/** Category labels: `hvac` is an acronym (HVAC); the others are humanised (`pest_control` → Pest Control). */
export function categoryLabel(category: string): string {
  return category === 'hvac' ? 'HVAC' : humanizeStatus(category);
}

export const CATEGORY_OPTIONS = MAINTENANCE_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));
export const PRIORITY_OPTIONS = MAINTENANCE_PRIORITIES.map((value) => ({ value, label: humanizeStatus(value) }));
export const STATUS_OPTIONS = MAINTENANCE_REQUEST_STATUSES.map((value) => ({ value, label: humanizeStatus(value) }));

/**
 * The statuses the mock accepts through PUT /maintenance-requests/{id}/status: any status while the
 * request is open; once `closed` or `cancelled` it can no longer change (the call answers 409). The
 * spec shows no transition rules (§4), so the menu offers every other status of an open request and
 * nothing for a final one.
 */
export const FINAL_REQUEST_STATUSES: readonly MaintenanceRequestStatus[] = ['closed', 'cancelled'];

export function statusChangesFrom(status: MaintenanceRequestStatus): MaintenanceRequestStatus[] {
  if (FINAL_REQUEST_STATUSES.includes(status)) return [];
  return MAINTENANCE_REQUEST_STATUSES.filter((s) => s !== status);
}

/** PUT /maintenance-requests/{id}/approve succeeds only for a submitted or in-review request (409 otherwise). */
export function canApprove(status: MaintenanceRequestStatus): boolean {
  return status === 'submitted' || status === 'review';
}
