import type {
  Assignment,
  FieldError,
  Lease,
  LeaseSummary,
  OverduePayment,
  OverdueSeverity,
  OverdueSummary,
  Payment,
  PropertyRef,
  Tenant,
  TenantRef,
  UnitRef,
} from '@/lib/api/schema.gen';
import { db } from '../db';
import { isoDay, startOfUtcDay } from '../db/seed-context';
import {
  isCurrentAssignment,
  tenantsWithActiveLease as activeLeaseTenants,
  type AssignmentRecord,
} from '../db/assignments';
import type { LeaseRecord } from '../db/leases';
import type { PaymentRecord } from '../db/payments';
import type { PropertyRecord } from '../db/properties';
import type { TenantRecord } from '../db/tenants';
import type { UnitRecord } from '../db/units';
import { validateRequestBody } from '../support/contract-validator';
import {
  daysBetween,
  graceDaysOf,
  lateFeeApplicable,
  overdueSeverity,
  propertyLateFee,
  roundCents,
} from '../support/late-fees';

/**
 * Shared pieces of the spec-2 handlers (tenants, leases, assignments, payments): the joined views the
 * contract answers, figures derived from the store when asked, and body validation with the spec's
 * messages (spec 2 §5).
 */

/** Today as `YYYY-MM-DD` (UTC), the reference for overdue days, current assignments and future dates. */
export function todayIso(): string {
  return isoDay(startOfUtcDay(new Date()));
}

export function nowIso(): string {
  return new Date().toISOString();
}

// ------------------------------------------------------------------ views

export function tenantRef(t: TenantRecord): TenantRef {
  return {
    id: t.id,
    firstName: t.firstName,
    lastName: t.lastName,
    email: t.email,
    phone: t.phone ?? null,
    status: t.status,
  };
}

export function propertyRef(p: PropertyRecord): PropertyRef {
  return {
    id: p.id,
    name: p.name,
    address: p.address,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    lateFeeEnabled: Boolean(p.lateFeeEnabled),
    lateFeeDaysGrace: graceDaysOf(p),
    lateFeeCalculationType: p.lateFeeCalculationType ?? null,
    lateFeeAmount: p.lateFeeAmount ?? null,
    lateFeePercentage: p.lateFeePercentage ?? null,
    lateFeeDailyAmount: p.lateFeeDailyAmount ?? null,
  };
}

export function unitRef(u: UnitRecord, withProperty = true): UnitRef {
  const ref: UnitRef = {
    id: u.id,
    unitNumber: u.unitNumber,
    monthlyRent: u.monthlyRent,
    unitType: u.unitType,
    bedrooms: u.bedrooms,
    bathrooms: u.bathrooms,
    rentalPropertyId: u.rentalPropertyId,
    isAvailable: u.isAvailable,
  };
  if (withProperty) {
    const p = db.properties.get(u.rentalPropertyId);
    ref.rentalProperty = p ? propertyRef(p) : null;
  }
  return ref;
}

export function leaseSummary(l: LeaseRecord): LeaseSummary {
  return { id: l.id, leaseNumber: l.leaseNumber, startDate: l.startDate, endDate: l.endDate, status: l.status };
}

export function assignmentView(a: AssignmentRecord): Assignment {
  const tenant = db.tenants.get(a.tenantId);
  const unit = db.units.get(a.unitId);
  const lease = a.leaseId ? db.leases.get(a.leaseId) : undefined;
  return {
    ...a,
    tenant: tenant ? tenantRef(tenant) : null,
    unit: unit ? unitRef(unit) : null,
    lease: lease ? leaseSummary(lease) : null,
  };
}

/** Plain code-unit order: ISO dates and ids sort correctly, much faster than localeCompare on large lists. */
export function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest start date first. */
export function byStartDesc(a: AssignmentRecord, b: AssignmentRecord): number {
  return cmp(b.startDate, a.startDate) || cmp(a.id, b.id);
}

/** Assignments grouped by lease id (one pass), for lease lists. */
export function assignmentsByLease(): Map<string, AssignmentRecord[]> {
  const map = new Map<string, AssignmentRecord[]>();
  for (const a of db.assignments.all()) {
    if (!a.leaseId) continue;
    const list = map.get(a.leaseId);
    if (list) list.push(a);
    else map.set(a.leaseId, [a]);
  }
  return map;
}

export function leaseView(l: LeaseRecord, byLease?: Map<string, AssignmentRecord[]>): Lease {
  const { rentHistory: _history, documents: _documents, ...stored } = l;
  const assignments = (byLease ? (byLease.get(l.id) ?? []) : db.assignments.where((a) => a.leaseId === l.id))
    .slice()
    .sort(byStartDesc);
  return { ...stored, tenantUnitAssignments: assignments.map(assignmentView) };
}

/** Ids of tenants with a current assignment linked to an `active` lease (the derived `hasActiveLease`). */
export function tenantsWithActiveLease(today = todayIso()): Set<string> {
  return activeLeaseTenants(db, today);
}

export function tenantView(t: TenantRecord, active?: Set<string>): Tenant {
  return { ...t, hasActiveLease: (active ?? tenantsWithActiveLease()).has(t.id) };
}

export function paymentView(p: PaymentRecord): Payment {
  const tenant = db.tenants.get(p.tenantId);
  const unit = db.units.get(p.unitId);
  const property = db.properties.get(p.propertyId);
  return {
    ...p,
    tenant: tenant ? tenantRef(tenant) : null,
    unit: unit ? unitRef(unit, false) : null,
    property: property ? propertyRef(property) : null,
  };
}

/** Most recent payment date first (then newest record). */
export function byPaymentDateDesc(a: PaymentRecord, b: PaymentRecord): number {
  return cmp(b.paymentDate, a.paymentDate) || cmp(b.createdAt, a.createdAt) || cmp(a.id, b.id);
}

export function byDueDateDesc(a: PaymentRecord, b: PaymentRecord): number {
  return cmp(b.dueDate, a.dueDate) || cmp(b.createdAt, a.createdAt) || cmp(a.id, b.id);
}

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

/** Key of the payments that pay the same charge: same unit, type and due date. */
function chargeKey(p: Pick<PaymentRecord, 'unitId' | 'paymentType' | 'dueDate'>): string {
  return `${p.unitId}|${p.paymentType}|${p.dueDate}`;
}

/** Ids of payments that already have a late fee charged for them (a late_fee payment pointing at them, not cancelled). */
export function paymentsWithLateFee(): Set<string> {
  const ids = new Set<string>();
  for (const p of db.payments.all()) {
    if (p.paymentType === 'late_fee' && p.appliesToPaymentId && p.status !== 'cancelled') ids.add(p.appliesToPaymentId);
  }
  return ids;
}

export function isOverdue(p: PaymentRecord, today: string): boolean {
  return (p.status === 'pending' || p.status === 'partial') && p.dueDate < today;
}

/** The overdue view of every overdue payment (optionally one property / severity), highest days first. */
export function overduePayments(
  filters: { propertyId?: string; severity?: OverdueSeverity; onlyPaymentId?: string } = {},
  today = todayIso(),
): OverduePayment[] {
  const all = db.payments.all();
  const paid = new Map<string, number>();
  for (const p of all) if (p.status === 'completed') paid.set(chargeKey(p), (paid.get(chargeKey(p)) ?? 0) + p.amount);
  const applied = paymentsWithLateFee();
  const items: OverduePayment[] = [];
  for (const p of all) {
    if (filters.onlyPaymentId && p.id !== filters.onlyPaymentId) continue;
    if (filters.propertyId && p.propertyId !== filters.propertyId) continue;
    if (!isOverdue(p, today)) continue;
    const days = daysBetween(p.dueDate, today);
    const severity = overdueSeverity(days);
    if (filters.severity && severity !== filters.severity) continue;
    const unit = db.units.get(p.unitId);
    const property = db.properties.get(p.propertyId);
    const tenant = db.tenants.get(p.tenantId);
    const isRent = p.paymentType === 'rent';
    const expectedRent = isRent && unit ? unit.monthlyRent : p.amount;
    const fee = propertyLateFee(property, expectedRent, days);
    const lateFeeApplied = applied.has(p.id);
    const totalPaid = roundCents(paid.get(chargeKey(p)) ?? 0);
    items.push({
      payment: paymentView(p),
      unit: unit ? unitRef(unit, false) : null,
      property: property ? propertyRef(property) : null,
      tenant: tenant ? tenantRef(tenant) : null,
      daysOverdue: days,
      gracePeriodDays: fee.gracePeriodDays,
      isInGracePeriod: fee.isInGracePeriod,
      lateFeeApplicable: lateFeeApplicable({
        settings: property,
        days,
        status: p.status,
        paymentType: p.paymentType,
        alreadyApplied: lateFeeApplied,
      }),
      lateFeeApplied,
      lateFeeAmount: isRent ? fee.amount : 0,
      severity,
      totalPaid,
      expectedRent,
      balanceDue: roundCents(Math.max(0, p.amount - totalPaid)),
    });
  }
  return items.sort(
    (a, b) =>
      b.daysOverdue - a.daysOverdue || cmp(a.payment.dueDate, b.payment.dueDate) || cmp(a.payment.id, b.payment.id),
  );
}

export function overdueSummary(items: OverduePayment[]): OverdueSummary {
  let totalOverdue = 0;
  let potentialLateFees = 0;
  let criticalCount = 0;
  for (const item of items) {
    totalOverdue += item.balanceDue > 0 ? item.balanceDue : item.payment.amount;
    if (item.lateFeeApplicable) potentialLateFees += item.lateFeeAmount;
    if (item.severity === 'critical') criticalCount++;
  }
  return {
    count: items.length,
    totalOverdue: roundCents(totalOverdue),
    potentialLateFees: roundCents(potentialLateFees),
    criticalCount,
  };
}

// ------------------------------------------------------------------ validation

type Kind =
  'required' | 'max' | 'minimum' | 'maximum' | 'enum' | 'format' | 'type' | 'forbidden' | 'minItems' | 'other';

function kindOf(message: string): Kind {
  if (/is a required field$/.test(message)) return 'required';
  if (/cannot be longer than/.test(message)) return 'max';
  if (/must be (must be )?>/.test(message)) return 'minimum';
  if (/must be (must be )?</.test(message)) return 'maximum';
  if (/must be one of/.test(message)) return 'enum';
  if (/must match format/.test(message)) return 'format';
  if (/must be (integer|number|string|boolean|null|array|object)/.test(message)) return 'type';
  if (/is not allowed$|boolean schema is false/.test(message)) return 'forbidden';
  if (/fewer than/.test(message)) return 'minItems';
  return 'other';
}

const longer = (label: string, n: number) => `${label} cannot be longer than ${n} characters`;

/** Spec 2 §5 messages, by field and kind of failure (fields not listed keep the validator's generic message). */
const MESSAGES: Record<string, Partial<Record<Kind, string>>> = {
  // tenant
  firstName: { required: 'First name is required', max: longer('First name', 100) },
  lastName: { required: 'Last name is required', max: longer('Last name', 100) },
  email: { required: 'Email is required', format: 'Invalid email format', max: longer('Email', 255) },
  phone: { max: 'Phone number cannot be longer than 20 characters' },
  ssn: { max: longer('SSN', 11) },
  emergencyContactName: { max: longer('Emergency contact name', 100) },
  emergencyContactPhone: { max: longer('Emergency contact phone', 20) },
  emergencyContactRelation: { max: longer('Emergency contact relation', 50) },
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
  // assignment (tenantId/unitId messages depend on the call: see validate())
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
  referenceNumber: { max: 'Reference number cannot exceed 100 characters' },
  status: { required: 'Status is required', enum: 'Invalid status' },
};

const NOTES_MAX: Record<string, string> = {
  tenant: longer('Notes', 2000),
  payment: 'Notes cannot exceed 1000 characters',
};

export type BodyKind = 'tenant' | 'lease' | 'assignment' | 'assignment-update' | 'payment' | 'other';

/** The contract's schema check of a JSON body, with the spec's messages. */
export function validate(method: string, pathTemplate: string, body: unknown, kind: BodyKind = 'other'): FieldError[] {
  return validateRequestBody(method, pathTemplate, body).map((e) => {
    const k = kindOf(e.message);
    let message = MESSAGES[e.field]?.[k];
    if (e.field === 'notes' && k === 'max') message = NOTES_MAX[kind];
    if (e.field === 'tenantId' || e.field === 'unitId') {
      const label = e.field === 'tenantId' ? 'Tenant' : 'Unit';
      if (k === 'forbidden') message = `${e.field} cannot be changed: remove the assignment and create a new one`;
      else if (k === 'required')
        message = kind === 'payment' ? `${label} selection is required` : `${label} is required`;
    }
    if (!message && k === 'format' && /date/.test(e.message)) message = `${e.field} must be a valid date (YYYY-MM-DD)`;
    return { field: e.field, message: message ?? e.message };
  });
}

/** Parses a JSON body: `undefined` when empty; a 400 field error when it is not a JSON object. */
export async function readBody(
  request: Request,
): Promise<{ body: Record<string, unknown> | undefined; errors: FieldError[] }> {
  let text = '';
  try {
    text = await request.text();
  } catch {
    return { body: undefined, errors: [{ field: 'body', message: 'The request body could not be read' }] };
  }
  if (text.trim() === '') return { body: undefined, errors: [] };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return { body: undefined, errors: [{ field: 'body', message: 'The request body must be a JSON object' }] };
    return { body: parsed as Record<string, unknown>, errors: [] };
  } catch {
    return { body: undefined, errors: [{ field: 'body', message: 'The request body is not valid JSON' }] };
  }
}

/** Copies the listed keys whose value is not undefined. */
export function pickDefined<T>(body: Record<string, unknown>, keys: readonly string[]): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (body[key] !== undefined) out[key] = body[key];
  return out as Partial<T>;
}

/** An enum query parameter: the value, undefined when absent, or a field error when not allowed. */
export function enumParam<T extends string>(
  url: URL,
  name: string,
  allowed: readonly T[],
  message: string,
): { value?: T; error?: FieldError } {
  const raw = url.searchParams.get(name)?.trim();
  if (!raw) return {};
  if ((allowed as readonly string[]).includes(raw)) return { value: raw as T };
  return { error: { field: name, message } };
}

/** A date query parameter: the value, undefined when absent, or a field error when not `YYYY-MM-DD`. */
export function dateParam(url: URL, name: string): { value?: string; error?: FieldError } {
  const raw = url.searchParams.get(name)?.trim();
  if (!raw) return {};
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) return { value: raw };
  return { error: { field: name, message: `${name} must be a valid date (YYYY-MM-DD)` } };
}

/** A boolean query parameter (`true`/`false`/`1`/`0`), undefined when absent. */
export function booleanParam(url: URL, name: string): boolean | undefined {
  const raw = url.searchParams.get(name)?.trim();
  if (!raw) return undefined;
  return raw === 'true' || raw === '1';
}

/** File names safe for a path segment. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.\-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return (cleaned || 'file').slice(-120);
}
