import * as yup from 'yup';
import type { Assignment, AssignmentBulkCreate, AssignmentCreate, AssignmentUpdate, Lease } from '@/lib/api/schema.gen';
import { oneYearFromTodayIso, todayIso } from '@/lib/format';
import { now as clockNow } from '@/lib/clock';

/** Messages of spec 2 §5 and §8, verbatim. */
export const ASSIGNMENT_MESSAGES = {
  tenantRequired: 'Tenant is required',
  unitRequired: 'Unit is required',
  startDateRequired: 'Start date is required',
  endAfterStart: 'End date must be after start date',
  tenantsRequired: 'At least one tenant must be selected',
  createFailed: 'Failed to create assignment. Please try again.',
  updateFailed: 'Failed to update assignment. Please try again.',
  bulkFailed: 'Failed to create assignments. Please try again.',
  loadFailed: 'Error loading assignments.',
} as const;

/** Creating an assignment closes the modal after 0.3 to 0.5 seconds (spec 2 §2). */
export const CLOSE_AFTER_CREATE_MS = 400;

export interface AssignmentFormValues {
  tenantId: string;
  unitId: string;
  /** '' = no lease. */
  leaseId: string;
  isPrimary: boolean;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD, '' = open-ended */
  endDate: string;
}

export interface BulkAssignmentFormValues {
  tenantIds: string[];
  unitId: string;
  leaseId: string;
  startDate: string;
  endDate: string;
}

/** Start today, end one year ahead (spec 1 §9), primary by default (spec 2 §3). */
export function newAssignmentValues(
  fixed: { tenantId?: string; unitId?: string; leaseId?: string } = {},
  now = clockNow(),
): AssignmentFormValues {
  return {
    tenantId: fixed.tenantId ?? '',
    unitId: fixed.unitId ?? '',
    leaseId: fixed.leaseId ?? '',
    isPrimary: true,
    startDate: todayIso(now),
    endDate: oneYearFromTodayIso(now),
  };
}

export function newBulkAssignmentValues(unitId = '', now = clockNow()): BulkAssignmentFormValues {
  return { tenantIds: [], unitId, leaseId: '', startDate: todayIso(now), endDate: oneYearFromTodayIso(now) };
}

/** A stored assignment → the edit form's values. */
export function assignmentToValues(assignment: Assignment): AssignmentFormValues {
  return {
    tenantId: assignment.tenantId,
    unitId: assignment.unitId,
    leaseId: assignment.leaseId ?? '',
    isPrimary: assignment.isPrimary,
    startDate: (assignment.startDate ?? '').slice(0, 10),
    endDate: (assignment.endDate ?? '').slice(0, 10),
  };
}

/** Selecting a lease fills the start and end dates from it (spec 2 §5); no lease keeps the dates. */
export function datesFromLease(
  lease: Pick<Lease, 'startDate' | 'endDate'> | null | undefined,
  current: { startDate: string; endDate: string },
) {
  if (!lease) return current;
  return {
    startDate: lease.startDate ? lease.startDate.slice(0, 10) : current.startDate,
    endDate: lease.endDate ? lease.endDate.slice(0, 10) : current.endDate,
  };
}

/** `YYYY-MM-DD` dates compare as text; an empty end date has no rule. */
const endAfterStart = (endDate: string | undefined, startDate: string | undefined) =>
  !endDate || !startDate || endDate > startDate;

const endDateRule = yup.string().test('end-after-start', ASSIGNMENT_MESSAGES.endAfterStart, function check(value) {
  return endAfterStart(value, this.parent.startDate);
});

export function assignmentSchema() {
  return yup.object({
    tenantId: yup.string().required(ASSIGNMENT_MESSAGES.tenantRequired),
    unitId: yup.string().required(ASSIGNMENT_MESSAGES.unitRequired),
    leaseId: yup.string(),
    isPrimary: yup.boolean(),
    startDate: yup.string().required(ASSIGNMENT_MESSAGES.startDateRequired),
    endDate: endDateRule,
  });
}

export function bulkAssignmentSchema() {
  return yup.object({
    tenantIds: yup
      .array(yup.string().required())
      .min(1, ASSIGNMENT_MESSAGES.tenantsRequired)
      .required(ASSIGNMENT_MESSAGES.tenantsRequired),
    unitId: yup.string().required(ASSIGNMENT_MESSAGES.unitRequired),
    leaseId: yup.string(),
    startDate: yup.string().required(ASSIGNMENT_MESSAGES.startDateRequired),
    endDate: endDateRule,
  });
}

/** Create payload (spec 2 §7): tenantId, unitId, leaseId or null, isPrimary, startDate, endDate (or null). */
export function toAssignmentCreateBody(values: AssignmentFormValues): AssignmentCreate {
  return {
    tenantId: values.tenantId,
    unitId: values.unitId,
    leaseId: values.leaseId || null,
    isPrimary: values.isPrimary,
    startDate: values.startDate,
    endDate: values.endDate || null,
  };
}

/** Update payload: the create payload without tenantId and unitId. */
export function toAssignmentUpdateBody(values: AssignmentFormValues): AssignmentUpdate {
  const { tenantId: _tenant, unitId: _unit, ...rest } = toAssignmentCreateBody(values);
  return rest;
}

export function toBulkAssignmentBody(values: BulkAssignmentFormValues): AssignmentBulkCreate {
  return {
    tenantIds: [...values.tenantIds],
    unitId: values.unitId,
    leaseId: values.leaseId || null,
    startDate: values.startDate,
    endDate: values.endDate || null,
  };
}

/** After create or update: a response with a leaseId but no lease is fetched again by id (spec 2 §7). */
export function needsLeaseRefetch(assignment: Pick<Assignment, 'leaseId' | 'lease'>): boolean {
  return Boolean(assignment.leaseId) && !assignment.lease;
}
