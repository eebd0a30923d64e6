import { db } from '@mocks/db';
import { blankLeaseFields, type LeaseRecord } from '@mocks/db/leases';
import { blankPropertyFields, type PropertyRecord } from '@mocks/db/properties';
import { blankTenantFields, type TenantRecord } from '@mocks/db/tenants';
import { leaseOfTenancy, type AssignmentRecord } from '@mocks/db/assignments';
import type { MaintenanceRequestRecord } from '@mocks/db/maintenance-requests';
import type { PaymentRecord } from '@mocks/db/payments';
import { blankUnitFields, type UnitRecord } from '@mocks/db/units';
import type { VendorRecord } from '@mocks/db/vendors';
import { blankWorkOrderFields, type WorkOrderRecord } from '@mocks/db/work-orders';
import { now as clockNow } from '@/lib/clock';
import { addDays, todayIso } from '@/lib/format';

/*
 * Test records written through the mock store, so a test meets the records it names instead of
 * whichever ones today's seed holds (the seed is relative to today). Each factory takes overrides;
 * what a test does not name gets a sensible default: a record that belongs to a parent (a unit's
 * property, a lease's unit…) gets a fresh parent unless one is given. Names, numbers and emails carry
 * a counter, so two records of one test never match the same search.
 *
 *   const property = createProperty({ name: 'Test Court' });
 *   const unit = createUnit({ rentalPropertyId: property.id, monthlyRent: 1500 });
 *   const { lease, tenant } = createTenancy({ unit });
 */

let sequence = 0;
/** A number no other record of this worker carries (test files share a worker under `isolate: false`). */
const next = () => ++sequence;
const id = (kind: string) => `test-${kind}-${next()}`;
const now = () => clockNow().toISOString();

export function createProperty(overrides: Partial<PropertyRecord> = {}): PropertyRecord {
  const n = next();
  return db.properties.insert({
    ...blankPropertyFields(),
    id: id('property'),
    name: `Factory Property ${n}`,
    address: `${n} Factory Street`,
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  });
}

/** A unit, available unless said otherwise; under a new property unless `rentalPropertyId` is given. */
export function createUnit(overrides: Partial<UnitRecord> = {}): UnitRecord {
  const rentalPropertyId = overrides.rentalPropertyId ?? createProperty().id;
  return db.units.insert({
    id: id('unit'),
    rentalPropertyId,
    unitNumber: `F${next()}`,
    squareFootage: 850,
    monthlyRent: 1200,
    ...blankUnitFields(),
    bedrooms: 2,
    bathrooms: 1,
    floorNumber: 1,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  });
}

export function createTenant(overrides: Partial<TenantRecord> = {}): TenantRecord {
  const n = next();
  return db.tenants.insert({
    ...blankTenantFields(),
    id: id('tenant'),
    firstName: 'Factory',
    lastName: `Tenant${n}`,
    email: `factory.tenant${n}@example.com`,
    status: 'active',
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  });
}

/** A lease running from a month ago for a year, active unless said otherwise. */
export function createLease(overrides: Partial<LeaseRecord> = {}): LeaseRecord {
  const today = todayIso();
  return db.leases.insert({
    ...blankLeaseFields(),
    id: id('lease'),
    leaseNumber: `FACT-${String(next()).padStart(6, '0')}`,
    startDate: addDays(today, -30),
    endDate: addDays(today, 335),
    monthlyRent: 1200,
    securityDeposit: 1200,
    status: 'active',
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  });
}

/** A tenant on a unit (under a lease when `leaseId` is given), current unless `endDate` says otherwise. */
export function createAssignment(
  overrides: Partial<AssignmentRecord> & Pick<AssignmentRecord, 'tenantId' | 'unitId'>,
): AssignmentRecord {
  return db.assignments.insert({
    id: id('assignment'),
    leaseId: null,
    isPrimary: true,
    startDate: addDays(todayIso(), -30),
    endDate: null,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  });
}

/**
 * An occupied unit: a tenant on an active lease of the unit (made, with its property, unless given),
 * the unit marked occupied. What a payment, a rent roll row or a lease card needs.
 */
export function createTenancy(
  options: { unit?: UnitRecord; tenant?: Partial<TenantRecord>; lease?: Partial<LeaseRecord> } = {},
) {
  const unit = options.unit ?? createUnit();
  db.units.update(unit.id, { isAvailable: false });
  const tenant = createTenant(options.tenant);
  const lease = createLease({ monthlyRent: unit.monthlyRent, securityDeposit: unit.monthlyRent, ...options.lease });
  const assignment = createAssignment({
    tenantId: tenant.id,
    unitId: unit.id,
    leaseId: lease.id,
    startDate: lease.startDate,
  });
  const property = db.properties.get(unit.rentalPropertyId)!;
  return { property, unit: db.units.get(unit.id)!, tenant, lease, assignment };
}

/** A completed rent payment made today, due today; for a tenant on a unit (a fresh tenancy unless given). */
export function createPayment(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  const today = todayIso();
  const owner =
    overrides.tenantId && overrides.unitId
      ? null
      : createTenancy(overrides.unitId ? { unit: db.units.get(overrides.unitId)! } : {});
  const unitId = overrides.unitId ?? owner!.unit.id;
  return db.payments.insert({
    id: id('payment'),
    amount: 1200,
    paymentDate: today,
    dueDate: today,
    paymentMethod: 'bank_transfer',
    paymentType: 'rent',
    status: 'completed',
    tenantId: owner?.tenant.id ?? overrides.tenantId!,
    unitId,
    propertyId: db.units.get(unitId)?.rentalPropertyId ?? '',
    leaseId:
      owner?.lease.id ??
      (overrides.tenantId && overrides.unitId
        ? leaseOfTenancy(db, overrides.tenantId, overrides.unitId, overrides.dueDate ?? today)
        : null),
    notes: null,
    referenceNumber: null,
    appliesToPaymentId: null,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  });
}

/** A submitted request of medium priority, submitted today, due in a week; on a fresh unit unless given. */
export function createMaintenanceRequest(overrides: Partial<MaintenanceRequestRecord> = {}): MaintenanceRequestRecord {
  const n = next();
  const unitId =
    overrides.unitId ?? createUnit(overrides.propertyId ? { rentalPropertyId: overrides.propertyId } : {}).id;
  return db.maintenanceRequests.insert({
    id: id('request'),
    requestNumber: `MR-TEST-${String(n).padStart(5, '0')}`,
    title: `Factory request ${n}`,
    description: 'Made by a test.',
    category: 'plumbing',
    priority: 'medium',
    status: 'submitted',
    source: 'pm_created',
    propertyId: db.units.get(unitId)!.rentalPropertyId,
    unitId,
    submittedDate: now(),
    dueDate: addDays(todayIso(), 7),
    completedDate: null,
    estimatedCost: null,
    actualCost: null,
    notes: null,
    internalNotes: null,
    photos: [],
    vendorId: null,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  });
}

export function createVendor(overrides: Partial<VendorRecord> = {}): VendorRecord {
  const n = next();
  return db.vendors.insert({
    id: id('vendor'),
    preferredPropertyIds: [],
    averageRating: null,
    createdAt: now(),
    updatedAt: now(),
    companyName: `Factory Services ${n}`,
    contactName: `Factory Contact ${n}`,
    email: `factory.vendor${n}@example.com`,
    phone: '(555) 010-0000',
    alternatePhone: null,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    specialties: ['plumbing'],
    isActive: true,
    insuranceExpiry: null,
    licenseNumber: null,
    licenseExpiry: null,
    hourlyRate: 80,
    emergencyRate: null,
    minimumCharge: null,
    availableHours: null,
    emergencyAvailable: false,
    notes: null,
    ...overrides,
  });
}

/** A work order just created for a request (a fresh request unless `maintenanceRequestId` is given). */
export function createWorkOrder(overrides: Partial<WorkOrderRecord> = {}): WorkOrderRecord {
  const n = next();
  const request = overrides.maintenanceRequestId
    ? db.maintenanceRequests.get(overrides.maintenanceRequestId)!
    : createMaintenanceRequest();
  return db.workOrders.insert({
    id: id('work-order'),
    workOrderNumber: `WO-TEST-${String(n).padStart(5, '0')}`,
    maintenanceRequestId: request.id,
    instructions: `Factory instructions ${n}`,
    priority: request.priority,
    status: 'created',
    ...blankWorkOrderFields(),
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  });
}
