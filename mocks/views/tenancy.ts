import type {
  Assignment,
  Lease,
  LeaseSummary,
  Payment,
  PropertyRef,
  Tenant,
  TenantRef,
  UnitRef,
} from '@/lib/api/schema.gen';
import { graceDays } from '@/lib/late-fees';
import { db } from '../db';
import { tenantsWithActiveLease as activeLeaseTenants, type AssignmentRecord } from '../db/assignments';
import type { LeaseRecord } from '../db/leases';
import type { PaymentRecord } from '../db/payments';
import type { PropertyRecord } from '../db/properties';
import type { TenantRecord } from '../db/tenants';
import type { UnitRecord } from '../db/units';
import { byStartDesc } from '../support/order';
import { todayIso } from '../support/time';

/**
 * Record → answer for the spec-2 records (tenants, leases, assignments, payments) and the references other
 * answers embed (a tenant, unit, property or lease in brief): the shapes the contract answers, joined from
 * the store. Handlers and queries both answer through these; nothing here writes.
 */

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
    lateFeeDaysGrace: graceDays(p),
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
