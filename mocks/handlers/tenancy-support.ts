import { db } from '../db';
import { isCurrentAssignment } from '../db/assignments';
import type { BodyRules, FieldMessages } from '../support/request';
import { nowIso, todayIso } from '../support/time';

/**
 * Shared pieces of the spec-2 handlers (tenants, leases, assignments, payments): the occupancy rules their
 * writes keep, and how their bodies' failures are worded (spec 2 §5, `spec2Rules`). The answers' shapes
 * are in ../views/tenancy.ts.
 */

// ------------------------------------------------------------------ unit occupancy

/**
 * Keeps a unit's `isAvailable` consistent with its assignments: occupied (false) while it has a current
 * assignment (no end date, or one today or later), available otherwise. Called after every assignment
 * change (create, bulk, update, delete, tenant delete, move-out, terminate).
 */
export function syncUnitAvailability(unitId: string, today = todayIso()): void {
  const unit = db.units.get(unitId);
  if (!unit) return;
  const occupied = db.assignments.count((a) => a.unitId === unitId && isCurrentAssignment(a, today)) > 0;
  if (unit.isAvailable === occupied) db.units.update(unitId, { isAvailable: !occupied, updatedAt: nowIso() });
}

/** Ends the lease's assignments on `date` (those open or ending later) and re-derives the units' availability. */
export function endLeaseAssignments(leaseId: string, date: string): void {
  const units = new Set<string>();
  for (const a of db.assignments.where((x) => x.leaseId === leaseId)) {
    if (!a.endDate || a.endDate > date) {
      db.assignments.update(a.id, { endDate: date < a.startDate ? a.startDate : date, updatedAt: nowIso() });
    }
    units.add(a.unitId);
  }
  for (const id of units) syncUnitAvailability(id);
}

// ------------------------------------------------------------------ overdue view

// The overdue view (overduePayments, overdueSummary) and the payments' indexes: mocks/queries/payments.ts.

// ------------------------------------------------------------------ validation

const longer = (label: string, n: number) => `${label} cannot be longer than ${n} characters`;

/** Spec 2 §5 messages, by field and kind of failure (fields not listed keep the validator's generic message). */
const MESSAGES: Record<string, FieldMessages> = {
  // tenant
  firstName: { required: 'First name is required', maxLength: longer('First name', 100) },
  lastName: { required: 'Last name is required', maxLength: longer('Last name', 100) },
  email: { required: 'Email is required', format: 'Invalid email format', maxLength: longer('Email', 255) },
  phone: { maxLength: 'Phone number cannot be longer than 20 characters' },
  ssn: { maxLength: longer('SSN', 11) },
  emergencyContactName: { maxLength: longer('Emergency contact name', 100) },
  emergencyContactPhone: { maxLength: longer('Emergency contact phone', 20) },
  emergencyContactRelation: { maxLength: longer('Emergency contact relation', 50) },
  creditScore: {
    minimum: 'Credit score must be between 300 and 850',
    maximum: 'Credit score must be between 300 and 850',
  },
  dateOfBirth: { format: 'Date of birth must be a valid date' },
  // lease
  leaseNumber: { required: 'Lease number is required' },
  startDate: { required: 'Start date is required', format: 'Start date must be a valid date' },
  endDate: { required: 'End date is required', format: 'End date must be a valid date' },
  monthlyRent: { minimum: 'Monthly rent must be positive' },
  securityDeposit: { minimum: 'Security deposit must be positive' },
  petDeposit: { minimum: 'Pet deposit must be positive' },
  rentIncreasePercentage: {
    minimum: 'Rent increase percentage must be between 0 and 100',
    maximum: 'Rent increase percentage must be between 0 and 100',
  },
  lateFeePercentage: {
    minimum: 'Late fee percentage must be between 0 and 100',
    maximum: 'Late fee percentage must be between 0 and 100',
  },
  earlyTerminationNoticeDays: { minimum: 'Early termination notice must be at least 1 day' },
  renewalNoticePeriod: { minimum: 'Renewal notice period must be at least 1' },
  maxOccupants: { minimum: 'Max occupants must be at least 1' },
  minOccupantAge: { minimum: 'Minimum occupant age cannot be negative' },
  guestPolicyMaxDays: { minimum: 'Guest max stay must be at least 1 day' },
  guestPolicyMaxPerYear: { minimum: 'Guest days per year must be at least 1' },
  id: { forbidden: 'id cannot be sent' },
  createdAt: { forbidden: 'createdAt cannot be sent' },
  updatedAt: { forbidden: 'updatedAt cannot be sent' },
  tenantUnitAssignments: {
    forbidden: 'tenantUnitAssignments cannot be sent; change assignments through /tenant-unit-assignments',
  },
  // assignment (tenantId/unitId messages depend on the call: see spec2Rules())
  tenantIds: { required: 'At least one tenant must be selected', minItems: 'At least one tenant must be selected' },
  // payment
  amount: {
    required: 'Amount is required',
    minimum: 'Amount must be greater than $0.00',
    maximum: 'Amount cannot exceed $999,999.99',
    type: 'Amount must be a number',
  },
  paymentDate: { required: 'Payment date is required', format: 'Payment date must be a valid date' },
  dueDate: { required: 'Due date is required', format: 'Due date must be a valid date' },
  paymentMethod: { required: 'Payment method is required', enum: 'Invalid payment method' },
  paymentType: { enum: 'Invalid payment type' },
  propertyId: { required: 'Property selection is required' },
  referenceNumber: { maxLength: 'Reference number cannot exceed 100 characters' },
  status: { required: 'Status is required', enum: 'Invalid status' },
};

const NOTES_MAX: Partial<Record<string, string>> = {
  tenant: longer('Notes', 2000),
  payment: 'Notes cannot exceed 1000 characters',
};

/** The spec's sentence for a create without its required fields (spec 2 §5), the problem's detail. */
const REQUIRED_DETAIL: Partial<Record<string, string>> = {
  tenant: 'First name, last name, and email are required',
  lease: 'Lease number, start date, and end date are required',
};

export type BodyKind = 'tenant' | 'lease' | 'assignment' | 'assignment-update' | 'payment';

/**
 * How a spec-2 call words its body's failures: one table for the four areas, plus the messages that depend
 * on the call (notes' length, tenant and unit selection). `absentAsEmpty` for the updates that have always
 * accepted no body (see BodyRules).
 */
export function spec2Rules(kind: BodyKind, options: { absentAsEmpty?: boolean } = {}): BodyRules {
  const selection = (label: string) => (kind === 'payment' ? `${label} selection is required` : `${label} is required`);
  const fixed = (field: string) => `${field} cannot be changed: remove the assignment and create a new one`;
  return {
    messages: {
      ...MESSAGES,
      notes: { maxLength: NOTES_MAX[kind] },
      tenantId: { required: selection('Tenant'), forbidden: fixed('tenantId') },
      unitId: { required: selection('Unit'), forbidden: fixed('unitId') },
    },
    otherwise: (e) =>
      e.kind === 'format' && e.format?.startsWith('date') ? `${e.field} must be a valid date (YYYY-MM-DD)` : undefined,
    requiredDetail: REQUIRED_DETAIL[kind],
    absentAsEmpty: options.absentAsEmpty,
  };
}
