import type { Faker } from '@faker-js/faker';
import type {
  BackgroundCheckStatus,
  LeaseDocumentType,
  LeaseLateFeeType,
  LeaseStatus,
  LeaseType,
  PaymentMethod,
  PaymentStatus,
  PaymentType,
  TenantStatus,
} from '@/lib/api/schema.gen';
import { seededId } from './ids';
import { bytesToBase64, filePath } from './files';
import type { PropertyRecord } from './properties';
import type { UnitRecord } from './units';
import { isoDay, type SeedContext } from './seed-context';
import { blankTenantFields, TENANT_DOCUMENT_CATEGORIES, type TenantRecord } from './tenants';
import { blankLeaseFields, type LeaseRecord } from './leases';
import type { AssignmentRecord } from './assignments';
import type { PaymentRecord } from './payments';
import { RENT_DUE_DAY, roundCents } from '../support/late-fees';

/**
 * Seeds tenants, leases, assignments and payments from ONE plan, so the four tables agree:
 * - every occupied unit (`isAvailable` false) has exactly one current primary assignment (some also a
 *   co-tenant), and available units have none (only ended ones);
 * - assignments link tenants, units and leases; payments carry the tenant, unit, property and lease of
 *   an assignment.
 * The default set covers (see DEFAULT_* below): every tenant status and background check status, and a
 * tenant with documents in every category; leases in every status and type with the lifecycle-date
 * combinations that make each action available on one lease and refused on another, documents of every
 * type, both kinds of rent increase and both renewal-notice units; payments in every status, method and type; overdue payments in every severity
 * band, one inside its grace period, one with its late fee already applied, on properties with fixed,
 * percentage, daily and disabled late fees. `large` makes one tenancy per occupied unit and ≥ 50,000
 * payments. Each table draws from its own faker stream.
 */
export interface TenancySeed {
  tenants: TenantRecord[];
  leases: LeaseRecord[];
  assignments: AssignmentRecord[];
  payments: PaymentRecord[];
  /** Drops the cached plan once the last table is seeded. */
  release(): void;
}

const cache = new WeakMap<SeedContext, TenancySeed>();

/** The plan of this seeding run (built once, on first use, from the seeded properties and units). */
export function tenancySeed(ctx: SeedContext): TenancySeed {
  let seed = cache.get(ctx);
  if (!seed) {
    const built = ctx.size === 'large' ? buildLarge(ctx) : buildDefault(ctx);
    seed = { ...built, release: () => cache.delete(ctx) };
    cache.set(ctx, seed);
  }
  return seed;
}

export const PAYMENT_METHODS: PaymentMethod[] = [
  'cash',
  'check',
  'bank_transfer',
  'credit_card',
  'debit_card',
  'money_order',
  'online',
  'cashapp',
  'venmo',
  'zelle',
];
const BACKGROUND_CYCLE: Array<BackgroundCheckStatus | null> = [
  'passed',
  'completed',
  'pending',
  'failed',
  'expired',
  null,
];

/** Dates relative to the seed's `today`. */
class Calendar {
  readonly today: string;
  constructor(private readonly ref: Date) {
    this.today = isoDay(ref);
  }
  day(offset: number): string {
    return isoDay(this.ref, offset);
  }
  /** The rent due day (the 5th) of the month `monthOffset` months from today's month. */
  dueOfMonth(monthOffset: number): string {
    const d = new Date(Date.UTC(this.ref.getUTCFullYear(), this.ref.getUTCMonth() + monthOffset, RENT_DUE_DAY));
    return d.toISOString().slice(0, 10);
  }
}

function shift(date: string, days: number): string {
  return isoDay(new Date(`${date}T00:00:00Z`), days);
}
function stamp(date: string, hour = 10): string {
  return `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;
}
function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

// ---------------------------------------------------------------- documents (bytes in db.files)

function pdfBytes(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  const content = `BT /F1 20 Tf 72 720 Td (${text}) Tj ET`;
  const pdf =
    '%PDF-1.4\n' +
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    `4 0 obj<</Length ${content.length}>>stream\n${content}\nendstream endobj\n` +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n';
  return new TextEncoder().encode(pdf);
}

/** Stores a small seeded PDF under `key` and returns nothing; callers build the path they serve it under. */
function storePdf(ctx: SeedContext, key: string, filename: string, title: string, uploadedAt: string): number {
  const bytes = pdfBytes(title);
  ctx.db.files.insert({
    id: key,
    contentType: 'application/pdf',
    filename,
    size: bytes.length,
    data: bytesToBase64(bytes),
    uploadedAt,
    status: 'stored',
    owner: null,
    seeded: true,
  });
  return bytes.length;
}

const LEASE_DOCUMENT_FIELD: Record<
  LeaseDocumentType,
  | 'primaryLeaseDocument'
  | 'leaseAddendums'
  | 'moveInInspectionReport'
  | 'moveOutInspectionReport'
  | 'renewalDocuments'
  | 'noticesServed'
  | 'amendmentDocuments'
> = {
  primary: 'primaryLeaseDocument',
  addendum: 'leaseAddendums',
  movein: 'moveInInspectionReport',
  moveout: 'moveOutInspectionReport',
  renewal: 'renewalDocuments',
  notice: 'noticesServed',
  amendment: 'amendmentDocuments',
};

function fileLeaseDocument(
  ctx: SeedContext,
  lease: LeaseRecord,
  type: LeaseDocumentType,
  filename: string,
  date: string,
): void {
  const name = `seed-${type}-${filename}`;
  const fileKey = `seed-lease-${lease.id}-${name}`;
  const uploadedAt = stamp(date, 9);
  const size = storePdf(ctx, fileKey, filename, `${lease.leaseNumber} ${type}`, uploadedAt);
  const path = `leases/${lease.id}/documents/${name}`;
  const field = LEASE_DOCUMENT_FIELD[type];
  lease.documents.push({
    name,
    originalName: filename,
    path,
    documentType: type,
    field,
    contentType: 'application/pdf',
    size,
    uploadedAt,
    fileKey,
  });
  const current = lease[field];
  if (Array.isArray(current)) current.push(path);
  else (lease as Record<string, unknown>)[field] = path;
}

// ---------------------------------------------------------------- tenants

interface TenantRole {
  status: TenantStatus;
  background: BackgroundCheckStatus | null;
  pets: boolean;
  full?: boolean;
  minimal?: boolean;
  createdOn: string;
}

function phone(faker: Faker): string {
  return `(${faker.string.numeric({ length: 3, allowLeadingZeros: false })}) 555-${faker.string.numeric(4)}`;
}

function buildTenant(ctx: SeedContext, faker: Faker, role: TenantRole, index: number): TenantRecord {
  const id = seededId(faker);
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const email = `${firstName}.${lastName}${index}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, '');
  const createdAt = stamp(role.createdOn, 9 + (index % 8));
  const tenant: TenantRecord = {
    id,
    firstName,
    lastName,
    email,
    createdAt,
    updatedAt: createdAt,
    ...blankTenantFields(),
    status: role.status,
    hasPets: role.pets,
  };
  if (role.minimal) return tenant;
  const checkedOn = shift(role.createdOn, faker.number.int({ min: 1, max: 10 }));
  Object.assign(tenant, {
    phone: phone(faker),
    dateOfBirth: isoDay(
      new Date(
        Date.UTC(
          1955 + faker.number.int({ min: 0, max: 48 }),
          faker.number.int({ min: 0, max: 11 }),
          faker.number.int({ min: 1, max: 28 }),
        ),
      ),
    ),
    ssn: `${faker.string.numeric(3)}-${faker.string.numeric(2)}-${faker.string.numeric(4)}`,
    emergencyContactName: faker.person.fullName(),
    emergencyContactPhone: phone(faker),
    emergencyContactRelation: faker.helpers.arrayElement(['Parent', 'Sibling', 'Spouse', 'Friend', 'Partner']),
    backgroundCheckStatus: role.background,
  });
  if (role.background) {
    Object.assign(tenant, {
      backgroundCheckDate: checkedOn,
      backgroundCheckExpiry:
        role.background === 'expired'
          ? shift(ctx.today.toISOString().slice(0, 10), -faker.number.int({ min: 5, max: 60 }))
          : shift(checkedOn, 365),
      backgroundCheckProvider: faker.helpers.arrayElement(['TransUnion SmartMove', 'RentPrep', 'MyRental']),
      backgroundCheckResults:
        role.background === 'failed'
          ? 'Prior eviction filing found (2021).'
          : role.background === 'pending'
            ? null
            : 'No criminal or eviction records found.',
      criminalHistoryCheck: role.background === 'pending' ? null : true,
      evictionHistoryCheck: role.background === 'pending' ? null : role.background !== 'failed',
    });
    if (role.background !== 'pending') {
      Object.assign(tenant, {
        creditScore: faker.number.int({
          min: role.background === 'failed' ? 480 : 620,
          max: role.background === 'failed' ? 600 : 820,
        }),
        creditCheckDate: checkedOn,
        creditCheckProvider: faker.helpers.arrayElement(['Experian', 'Equifax', 'TransUnion']),
      });
    }
  }
  if (index % 4 === 0)
    tenant.notes = faker.helpers.arrayElement([
      'Prefers email contact.',
      'Works night shifts; call after 2 pm.',
      'Has a service animal.',
    ]);
  if (role.full) {
    Object.assign(tenant, {
      screeningNotes: 'Income verified at 3.2x rent. Employer reference confirmed.',
      previousLandlordName: `${faker.location.street()} Properties`,
      previousLandlordPhone: phone(faker),
      previousLandlordEmail: 'leasing@previous-landlord.example.com',
      previousAddress: `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.state({ abbreviated: true })} ${faker.location.zipCode('#####')}`,
      previousRentAmount: 1450,
      previousTenancyStartDate: shift(role.createdOn, -1400),
      previousTenancyEndDate: shift(role.createdOn, -5),
      reasonForLeaving: 'Needed a second bedroom.',
      personalReferences: JSON.stringify([
        {
          id: 'ref-1',
          name: faker.person.fullName(),
          relationship: 'Former employer',
          phone: phone(faker),
          email: 'reference.one@example.com',
          notes: 'Supervised the tenant for four years.',
        },
        {
          id: 'ref-2',
          name: faker.person.fullName(),
          relationship: 'Friend',
          phone: phone(faker),
          email: null,
          notes: null,
        },
      ]),
    });
    const uploadedAt = stamp(role.createdOn, 11);
    const docs: Array<[(typeof TENANT_DOCUMENT_CATEGORIES)[number], string]> = [
      ['applicationDocuments', 'rental-application.pdf'],
      ['identificationDocuments', 'drivers-license.pdf'],
      ['incomeDocuments', 'pay-stub-1.pdf'],
      ['incomeDocuments', 'pay-stub-2.pdf'],
      ['referenceDocuments', 'reference-letter.pdf'],
      ['backgroundCheckDocuments', 'background-check-report.pdf'],
      ['screeningDocuments', 'screening-summary.pdf'],
    ];
    for (const [category, filename] of docs) {
      const key = `seed-tenant-${id}-${filename}`;
      storePdf(ctx, key, filename, `${firstName} ${lastName} ${filename}`, uploadedAt);
      tenant[category].push(filePath(key));
    }
  }
  return tenant;
}

// ---------------------------------------------------------------- leases

interface LeaseVariant {
  status: LeaseStatus;
  signed: boolean;
  effective: boolean;
  moveIn: boolean;
  moveOut: boolean;
  leaseType?: LeaseType;
  terminated?: boolean;
  note: string;
}

/** Leases of occupied units (current assignments). */
const OCCUPIED_VARIANTS: LeaseVariant[] = [
  {
    status: 'active',
    signed: true,
    effective: true,
    moveIn: true,
    moveOut: false,
    note: 'fully executed, moved in: Move-Out and Terminate available; Sign, Execute, Move-In refused',
  },
  {
    status: 'active',
    signed: true,
    effective: false,
    moveIn: false,
    moveOut: false,
    note: 'signed only: Execute and Move-In available',
  },
  {
    status: 'active',
    signed: true,
    effective: true,
    moveIn: false,
    moveOut: false,
    note: 'executed, not moved in: Move-In available, Execute refused',
  },
  {
    status: 'active',
    signed: false,
    effective: false,
    moveIn: true,
    moveOut: false,
    note: 'active but never signed: Execute refused (not signed)',
  },
  {
    status: 'renewed',
    signed: true,
    effective: true,
    moveIn: true,
    moveOut: false,
    note: 'renewal of an expired lease: every action refused',
  },
  {
    status: 'active',
    signed: true,
    effective: true,
    moveIn: true,
    moveOut: false,
    leaseType: 'month_to_month',
    note: 'month to month',
  },
];

const LATE_FEE_TERMS: Array<{
  type: LeaseLateFeeType;
  amount?: number;
  percentage?: number;
  daily?: number;
  grace: number | null;
}> = [
  { type: 'fixed_amount', amount: 75, grace: 5 },
  { type: 'percentage', percentage: 5, grace: 3 },
  { type: 'daily', daily: 10, grace: 5 },
  { type: 'none', grace: null },
];

function buildLease(
  ctx: SeedContext,
  faker: Faker,
  cal: Calendar,
  input: {
    index: number;
    variant: LeaseVariant;
    startDate: string;
    endDate: string;
    rent: number;
    pets: boolean;
    state: string;
    city: string;
    documents: boolean;
  },
): LeaseRecord {
  const { variant, startDate, endDate, rent } = input;
  const id = seededId(faker);
  const created = shift(startDate, -faker.number.int({ min: 10, max: 30 }));
  const terms = LATE_FEE_TERMS[input.index % LATE_FEE_TERMS.length];
  const lease: LeaseRecord = {
    id,
    leaseNumber: `L-${startDate.slice(0, 4)}-${String(1001 + input.index).padStart(4, '0')}`,
    startDate,
    endDate,
    createdAt: stamp(minDate(created, cal.today), 10),
    updatedAt: stamp(minDate(shift(startDate, 1), cal.today), 12),
    ...blankLeaseFields(),
    monthlyRent: rent,
    securityDeposit: rent,
    isPetAllowed: input.pets,
    petDeposit: input.pets ? 300 : null,
    status: variant.status,
    leaseType: variant.leaseType ?? 'fixed_term',
    lateFeeType: terms.type,
    lateFeeAmount: terms.amount ?? null,
    lateFeePercentage: terms.percentage ?? null,
    lateFeeDailyAmount: terms.daily ?? null,
    lateFeeGracePeriodDays: terms.grace,
    utilitiesIncluded: input.index % 2 === 0 ? ['water', 'trash'] : null,
    additionalFees:
      input.index % 3 === 0 ? { parking: 50 } : input.index % 3 === 1 ? { parking: 35, storage: 25 } : null,
    maintenanceResponsibility:
      input.index % 2 === 0 ? { lawn: 'tenant', hvac: 'landlord', appliances: 'landlord' } : null,
    plannedMoveInDate: startDate,
    plannedMoveOutDate: endDate,
    governingLawState: input.state,
    governingLawCity: input.city,
    earlyTerminationAllowed: input.index % 2 === 0,
    earlyTerminationFee: input.index % 2 === 0 ? rent : null,
    renewalOptionAvailable: input.index % 3 !== 2,
    renewalDeadlineDate: input.index % 3 !== 2 ? shift(endDate, -60) : null,
    smokeDetectorCompliance: true,
    leadPaintDisclosureRequired: input.index % 4 === 0,
    leadPaintDisclosureProvided: input.index % 4 === 0,
    maxOccupants: 2 + (input.index % 3),
    rentersInsuranceRequired: input.index % 2 === 1,
    rentersInsuranceMinCoverage: input.index % 2 === 1 ? 100000 : null,
    rentersInsuranceLandlordNamed: input.index % 2 === 1,
    rentersInsuranceCarrier:
      input.index % 2 === 1 ? faker.helpers.arrayElement(['State Farm', 'Lemonade', 'Allstate']) : null,
    rentersInsurancePolicyNumber: input.index % 2 === 1 ? `HO4-${faker.string.numeric(6)}` : null,
    rentersInsuranceExpiryDate: input.index % 2 === 1 ? endDate : null,
    specialTerms: input.index % 3 === 0 ? 'Tenant may install a window AC unit.' : null,
  };
  if (variant.signed) lease.signedDate = shift(startDate, -faker.number.int({ min: 3, max: 12 }));
  if (variant.effective) lease.effectiveDate = startDate;
  if (variant.moveIn)
    lease.actualMoveInDate = minDate(shift(startDate, faker.number.int({ min: 0, max: 2 })), cal.today);
  lease.rentHistory = [{ date: startDate, reason: 'Initial rent', amount: rent }];
  if (input.documents && lease.signedDate)
    fileLeaseDocument(ctx, lease, 'primary', 'signed-lease.pdf', lease.signedDate);
  if (input.documents && lease.actualMoveInDate)
    fileLeaseDocument(ctx, lease, 'movein', 'move-in-inspection.pdf', lease.actualMoveInDate);
  if (input.documents && input.index % 3 === 0)
    fileLeaseDocument(ctx, lease, 'addendum', 'pet-addendum.pdf', startDate);
  return lease;
}

// ---------------------------------------------------------------- payments

interface PaymentInput {
  amount: number;
  paymentDate: string;
  dueDate: string;
  paymentMethod: PaymentMethod;
  paymentType: PaymentType;
  status: PaymentStatus;
  tenantId: string;
  unit: UnitRecord;
  leaseId: string | null;
  notes?: string | null;
  referenceNumber?: string | null;
  appliesToPaymentId?: string | null;
}

function makePayment(faker: Faker, input: PaymentInput): PaymentRecord {
  const createdAt = stamp(input.paymentDate, 14);
  return {
    id: seededId(faker),
    amount: roundCents(input.amount),
    paymentDate: input.paymentDate,
    dueDate: input.dueDate,
    paymentMethod: input.paymentMethod,
    paymentType: input.paymentType,
    status: input.status,
    tenantId: input.tenantId,
    unitId: input.unit.id,
    propertyId: input.unit.rentalPropertyId,
    leaseId: input.leaseId,
    notes: input.notes ?? null,
    referenceNumber: input.referenceNumber ?? null,
    appliesToPaymentId: input.appliesToPaymentId ?? null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Overdue cases of the default set: days overdue, status, and the late-fee type wanted on the unit's property. */
interface OverdueCase {
  key: string;
  days: number | 'justPastGrace';
  status: 'pending' | 'partial';
  lateFee: 'fixed' | 'percentage' | 'daily' | 'disabled';
  feeApplied?: boolean;
}

export const DEFAULT_OVERDUE_CASES: OverdueCase[] = [
  { key: 'in-grace', days: 2, status: 'pending', lateFee: 'fixed' },
  { key: 'low-past-grace', days: 'justPastGrace', status: 'pending', lateFee: 'fixed' },
  { key: 'medium', days: 10, status: 'pending', lateFee: 'percentage' },
  { key: 'medium-partial', days: 12, status: 'partial', lateFee: 'daily' },
  { key: 'high', days: 20, status: 'pending', lateFee: 'daily' },
  { key: 'high-fee-applied', days: 25, status: 'pending', lateFee: 'fixed', feeApplied: true },
  { key: 'critical', days: 45, status: 'pending', lateFee: 'percentage' },
  { key: 'critical-no-late-fees', days: 35, status: 'pending', lateFee: 'disabled' },
];

function lateFeeKind(property: PropertyRecord | undefined): OverdueCase['lateFee'] {
  if (!property?.lateFeeEnabled || !property.lateFeeCalculationType) return 'disabled';
  return property.lateFeeCalculationType;
}

// ---------------------------------------------------------------- default set

interface Tenancy {
  unit: UnitRecord;
  property: PropertyRecord | undefined;
  primary: TenantRecord;
  lease: LeaseRecord | null;
  startDate: string;
}

function buildDefault(ctx: SeedContext): Omit<TenancySeed, 'release'> {
  const cal = new Calendar(ctx.today);
  const tf = ctx.fakerFor('tenants');
  const lf = ctx.fakerFor('leases');
  const af = ctx.fakerFor('assignments');
  const pf = ctx.fakerFor('payments');
  const properties = new Map(ctx.db.properties.all().map((p) => [p.id, p]));
  const units = ctx.db.units.all();
  const occupied = units.filter((u) => !u.isAvailable);
  const available = units.filter((u) => u.isAvailable);
  const tenants: TenantRecord[] = [];
  const leases: LeaseRecord[] = [];
  const assignments: AssignmentRecord[] = [];
  const payments: PaymentRecord[] = [];
  let tenantIndex = 0;
  const newTenant = (role: Omit<TenantRole, 'background'> & { background?: BackgroundCheckStatus | null }) => {
    const background =
      role.background !== undefined ? role.background : BACKGROUND_CYCLE[tenantIndex % BACKGROUND_CYCLE.length];
    const t = buildTenant(ctx, tf, { ...role, background }, tenantIndex++);
    tenants.push(t);
    return t;
  };
  const assign = (
    tenant: TenantRecord,
    unit: UnitRecord,
    lease: LeaseRecord | null,
    isPrimary: boolean,
    startDate: string,
    endDate: string | null,
  ) => {
    const createdAt = stamp(minDate(shift(startDate, -2), cal.today), 10);
    const a: AssignmentRecord = {
      id: seededId(af),
      tenantId: tenant.id,
      unitId: unit.id,
      leaseId: lease?.id ?? null,
      isPrimary,
      startDate,
      endDate,
      createdAt,
      updatedAt: createdAt,
    };
    assignments.push(a);
    return a;
  };
  const propertyOf = (unit: UnitRecord) => properties.get(unit.rentalPropertyId);

  // 1. Current tenancies: one per occupied unit.
  const tenancies: Tenancy[] = [];
  occupied.forEach((unit, i) => {
    const property = propertyOf(unit);
    const startDate = cal.day(-(40 + ((i * 47) % 290)));
    const primary = newTenant({
      status: 'active',
      pets: i % 3 === 0,
      full: i === 0,
      createdOn: shift(startDate, -20),
      background: i === 0 ? 'passed' : undefined,
    });
    const noLease = i === 6;
    const variant = OCCUPIED_VARIANTS[i % OCCUPIED_VARIANTS.length];
    let lease: LeaseRecord | null = null;
    if (!noLease) {
      const endDate = variant.leaseType === 'month_to_month' ? cal.day(30) : shift(startDate, 364);
      lease = buildLease(ctx, lf, cal, {
        index: leases.length,
        variant,
        startDate,
        endDate,
        rent: unit.monthlyRent,
        pets: primary.hasPets,
        state: property?.state ?? 'TX',
        city: property?.city ?? 'Austin',
        documents: true,
      });
      leases.push(lease);
      if (variant.status === 'renewed') {
        // The lease it renewed: expired, same tenant, ended assignment.
        const prevStart = shift(startDate, -365);
        const prev = buildLease(ctx, lf, cal, {
          index: leases.length,
          variant: {
            status: 'expired',
            signed: true,
            effective: true,
            moveIn: true,
            moveOut: false,
            note: 'renewed predecessor',
          },
          startDate: prevStart,
          endDate: shift(startDate, -1),
          rent: roundCents(unit.monthlyRent * 0.97),
          pets: primary.hasPets,
          state: property?.state ?? 'TX',
          city: property?.city ?? 'Austin',
          documents: false,
        });
        leases.push(prev);
        lease.previousLeaseId = prev.id;
        fileLeaseDocument(ctx, lease, 'renewal', 'renewal-agreement.pdf', shift(startDate, -20));
        assign(primary, unit, prev, true, prevStart, shift(startDate, -1));
      }
    }
    // Current assignment: some end with the lease, some are open-ended.
    assign(primary, unit, lease, true, startDate, i % 3 === 0 && lease ? lease.endDate : null);
    if (i % 4 === 1) {
      const co = newTenant({ status: 'active', pets: false, createdOn: shift(startDate, -15) });
      assign(co, unit, lease, false, startDate, null);
    }
    tenancies.push({ unit, property, primary, lease, startDate });
  });

  // 2. Past tenancies and leases without occupancy: every remaining lease status and lifecycle combination.
  const pastUnit = (k: number) =>
    available.length ? available[k % available.length] : units[k % Math.max(1, units.length)];
  const pastTenancies: Array<{
    status: TenantStatus;
    variant: LeaseVariant;
    background: BackgroundCheckStatus | null;
  }> = [
    {
      status: 'previous',
      background: 'passed',
      variant: {
        status: 'expired',
        signed: true,
        effective: true,
        moveIn: true,
        moveOut: true,
        note: 'expired after move-out: every action refused',
      },
    },
    {
      status: 'previous',
      background: 'completed',
      variant: {
        status: 'active',
        signed: true,
        effective: true,
        moveIn: true,
        moveOut: true,
        note: 'active with a move-out date: Move-Out refused, Terminate available',
      },
    },
    {
      status: 'evicted',
      background: 'failed',
      variant: {
        status: 'terminated',
        signed: true,
        effective: true,
        moveIn: true,
        moveOut: false,
        terminated: true,
        note: 'terminated (eviction): every action refused',
      },
    },
  ];
  pastTenancies.forEach((plan, k) => {
    const unit = pastUnit(k);
    if (!unit) return;
    const property = propertyOf(unit);
    const startDate = cal.day(-(500 + k * 40));
    const endDate = shift(startDate, 364);
    const tenant = newTenant({
      status: plan.status,
      background: plan.background,
      pets: k === 1,
      createdOn: shift(startDate, -20),
    });
    const lease = buildLease(ctx, lf, cal, {
      index: leases.length,
      variant: plan.variant,
      startDate,
      endDate,
      rent: roundCents(unit.monthlyRent * 0.95),
      pets: tenant.hasPets,
      state: property?.state ?? 'TX',
      city: property?.city ?? 'Austin',
      documents: k === 0,
    });
    const leftOn = plan.variant.terminated ? shift(startDate, 200) : endDate;
    if (plan.variant.moveOut) {
      lease.actualMoveOutDate = leftOn;
      lease.noticeToVacateDate = shift(leftOn, -30);
      if (k === 0) fileLeaseDocument(ctx, lease, 'moveout', 'move-out-inspection.pdf', leftOn);
    }
    if (plan.variant.terminated) {
      lease.terminationDate = leftOn;
      lease.terminationReason = 'Eviction for non-payment of rent.';
      fileLeaseDocument(ctx, lease, 'notice', 'notice-to-quit.pdf', shift(leftOn, -30));
    }
    leases.push(lease);
    assign(tenant, unit, lease, true, startDate, leftOn);
    // A few months of their history.
    for (let m = 0; m < 3; m++) {
      const due = shift(startDate, 4 + m * 30);
      payments.push(
        makePayment(pf, {
          amount: lease.monthlyRent,
          paymentDate: shift(due, -1),
          dueDate: due,
          paymentMethod: PAYMENT_METHODS[(k + m) % 10],
          paymentType: 'rent',
          status: 'completed',
          tenantId: tenant.id,
          unit,
          leaseId: lease.id,
        }),
      );
    }
  });
  const drafts: LeaseVariant[] = [
    {
      status: 'draft',
      signed: false,
      effective: false,
      moveIn: false,
      moveOut: false,
      note: 'draft: Sign available, everything else refused',
    },
    {
      status: 'draft',
      signed: true,
      effective: false,
      moveIn: false,
      moveOut: false,
      leaseType: 'week_to_week',
      note: 'week-to-week draft with a signed date: Sign refused',
    },
  ];
  drafts.forEach((variant, k) => {
    const unit = pastUnit(k + 3);
    const property = unit ? propertyOf(unit) : undefined;
    const startDate = cal.day(20 + k * 10);
    // A week-to-week lease's end date is the end of its first week (it then renews weekly).
    const endDate = variant.leaseType === 'week_to_week' ? shift(startDate, 6) : shift(startDate, 364);
    const lease = buildLease(ctx, lf, cal, {
      index: leases.length,
      variant,
      startDate,
      endDate,
      rent: unit?.monthlyRent ?? 1500,
      pets: k === 1,
      state: property?.state ?? 'TX',
      city: property?.city ?? 'Austin',
      documents: false,
    });
    leases.push(lease);
  });

  // Lease terms the plans above leave at their defaults, set on chosen leases (no faker draws, so nothing
  // else moves): scheduled rent increases of both types, effective on the anniversary (terms of the lease:
  // the rent and its history change only when the increase is applied), the fixed one with the signed
  // amendment that agreed it; and a renewal notice counted in months.
  const executed = leases.filter(
    (l) =>
      l.status === 'active' && l.leaseType === 'fixed_term' && l.signedDate && l.effectiveDate && !l.actualMoveOutDate,
  );
  const [fixedIncrease, percentageIncrease] = executed;
  if (fixedIncrease) {
    Object.assign(fixedIncrease, {
      rentIncreaseType: 'fixed_amount',
      rentIncreaseAmount: 50,
      rentIncreaseEffectiveDate: shift(fixedIncrease.endDate, 1),
    });
    fileLeaseDocument(
      ctx,
      fixedIncrease,
      'amendment',
      'rent-increase-amendment.pdf',
      maxDate(fixedIncrease.startDate, cal.day(-7)),
    );
  }
  if (percentageIncrease)
    Object.assign(percentageIncrease, {
      rentIncreaseType: 'percentage',
      rentIncreasePercentage: 3,
      rentIncreaseEffectiveDate: shift(percentageIncrease.endDate, 1),
    });
  const renewed = leases.find((l) => l.status === 'renewed');
  if (renewed) Object.assign(renewed, { renewalNoticePeriod: 2, renewalNoticePeriodType: 'months' });

  // 3. Applicants (no assignment): one minimal record, others mid-screening.
  newTenant({ status: 'applicant', background: null, pets: false, minimal: true, createdOn: cal.day(-3) });
  newTenant({ status: 'applicant', background: 'pending', pets: true, createdOn: cal.day(-8) });
  newTenant({ status: 'applicant', background: 'expired', pets: false, createdOn: cal.day(-400) });

  // 4. Payments of the current tenancies.
  const caseOf = new Map<string, OverdueCase>();
  const used = new Set<string>();
  for (const c of DEFAULT_OVERDUE_CASES) {
    const candidates = tenancies.filter((t) => !used.has(t.unit.id));
    const pick =
      candidates.find(
        (t) =>
          lateFeeKind(t.property) === c.lateFee &&
          (c.days !== 'justPastGrace' || (t.property?.lateFeeDaysGrace ?? 5) < 7),
      ) ??
      candidates.find((t) => lateFeeKind(t.property) === c.lateFee) ??
      candidates[candidates.length - 1];
    if (!pick) break;
    used.add(pick.unit.id);
    caseOf.set(pick.unit.id, c);
  }
  const OTHER_TYPES: Array<{ type: PaymentType; amount: number; status: PaymentStatus; dueOffset: number }> = [
    { type: 'pet_fee', amount: 35, status: 'refunded', dueOffset: -40 },
    { type: 'water_sewer_fee', amount: 62.4, status: 'completed', dueOffset: -25 },
    { type: 'maintenance_fee', amount: 140, status: 'completed', dueOffset: -18 },
    { type: 'utility', amount: 88.15, status: 'pending', dueOffset: 12 },
    { type: 'other', amount: 25, status: 'cancelled', dueOffset: -50 },
    { type: 'late_fee', amount: 75, status: 'completed', dueOffset: -70 },
  ];
  tenancies.forEach((t, i) => {
    const { unit, primary, lease } = t;
    const leaseId = lease?.id ?? null;
    const rent = unit.monthlyRent;
    const overdue = caseOf.get(unit.id);
    const grace = t.property?.lateFeeDaysGrace ?? 5;
    const overdueDays = overdue ? (overdue.days === 'justPastGrace' ? Math.min(7, grace + 1) : overdue.days) : 0;
    const overdueDue = overdue ? cal.day(-overdueDays) : null;
    // Deposits at the start of the tenancy.
    if (i < 8) {
      payments.push(
        makePayment(pf, {
          amount: lease?.securityDeposit ?? rent,
          paymentDate: shift(t.startDate, -3),
          dueDate: t.startDate,
          paymentMethod: PAYMENT_METHODS[(i + 2) % 10],
          paymentType: 'security_deposit',
          status: 'completed',
          tenantId: primary.id,
          unit,
          leaseId,
          referenceNumber: `DEP-${1000 + i}`,
        }),
      );
      if (lease?.isPetAllowed) {
        payments.push(
          makePayment(pf, {
            amount: lease.petDeposit ?? 300,
            paymentDate: shift(t.startDate, -3),
            dueDate: t.startDate,
            paymentMethod: PAYMENT_METHODS[(i + 3) % 10],
            paymentType: 'pet_deposit',
            status: 'completed',
            tenantId: primary.id,
            unit,
            leaseId,
          }),
        );
      }
    }
    // Monthly rent from the first due date after the start up to this month.
    for (let m = -10; m <= 0; m++) {
      const due = cal.dueOfMonth(m);
      if (due < t.startDate) continue;
      if (overdueDue && due >= shift(overdueDue, -20)) continue;
      const method = PAYMENT_METHODS[(i + m + 20) % 10];
      if (due > cal.today) {
        // This month's rent is not due yet: an upcoming pending charge for a few units.
        if (i % 3 === 0)
          payments.push(
            makePayment(pf, {
              amount: rent,
              paymentDate: cal.today,
              dueDate: due,
              paymentMethod: method,
              paymentType: 'rent',
              status: 'pending',
              tenantId: primary.id,
              unit,
              leaseId,
              notes: 'Upcoming rent',
            }),
          );
        continue;
      }
      const paidOn = minDate(shift(due, -((i + m + 10) % 4)), cal.today);
      if (m === -3 && i % 5 === 2) {
        payments.push(
          makePayment(pf, {
            amount: rent,
            paymentDate: shift(paidOn, -1),
            dueDate: due,
            paymentMethod: 'credit_card',
            paymentType: 'rent',
            status: 'failed',
            tenantId: primary.id,
            unit,
            leaseId,
            notes: 'Card declined',
          }),
        );
      }
      payments.push(
        makePayment(pf, {
          amount: rent,
          paymentDate: paidOn,
          dueDate: due,
          paymentMethod: method,
          paymentType: 'rent',
          status: 'completed',
          tenantId: primary.id,
          unit,
          leaseId,
          referenceNumber: method === 'check' ? `CHK-${2000 + i * 10 + m + 10}` : null,
        }),
      );
    }
    if (i < OTHER_TYPES.length) {
      const o = OTHER_TYPES[i];
      const due = cal.day(o.dueOffset);
      payments.push(
        makePayment(pf, {
          amount: o.amount,
          paymentDate: minDate(due, cal.today),
          dueDate: due,
          paymentMethod: PAYMENT_METHODS[(i + 5) % 10],
          paymentType: o.type,
          status: o.status,
          tenantId: primary.id,
          unit,
          leaseId,
        }),
      );
    }
    if (overdue && overdueDue) {
      const charge = makePayment(pf, {
        amount: rent,
        paymentDate: overdueDue,
        dueDate: overdueDue,
        paymentMethod: PAYMENT_METHODS[(i + 6) % 10],
        paymentType: 'rent',
        status: overdue.status,
        tenantId: primary.id,
        unit,
        leaseId,
        notes: overdue.status === 'partial' ? 'Paid part; balance promised.' : null,
      });
      payments.push(charge);
      if (overdue.status === 'partial') {
        payments.push(
          makePayment(pf, {
            amount: roundCents(rent * 0.4),
            paymentDate: shift(overdueDue, 1),
            dueDate: overdueDue,
            paymentMethod: 'cash',
            paymentType: 'rent',
            status: 'completed',
            tenantId: primary.id,
            unit,
            leaseId,
            notes: 'Partial payment',
          }),
        );
      }
      if (overdue.feeApplied) {
        const appliedOn = shift(overdueDue, grace + 1);
        payments.push(
          makePayment(pf, {
            amount: t.property?.lateFeeAmount ?? 50,
            paymentDate: appliedOn,
            dueDate: appliedOn,
            paymentMethod: charge.paymentMethod,
            paymentType: 'late_fee',
            status: 'pending',
            tenantId: primary.id,
            unit,
            leaseId,
            appliesToPaymentId: charge.id,
            notes: `Late fee for rent due ${overdueDue}`,
          }),
        );
      }
    }
  });
  return { tenants, leases, assignments, payments };
}

// ---------------------------------------------------------------- large set

const LARGE_MIN_PAYMENTS = 50_000;

function buildLarge(ctx: SeedContext): Omit<TenancySeed, 'release'> {
  const cal = new Calendar(ctx.today);
  const tf = ctx.fakerFor('tenants');
  const lf = ctx.fakerFor('leases');
  const af = ctx.fakerFor('assignments');
  const pf = ctx.fakerFor('payments');
  const properties = new Map(ctx.db.properties.all().map((p) => [p.id, p]));
  const occupied = ctx.db.units.where((u) => !u.isAvailable);
  const tenants: TenantRecord[] = [];
  const leases: LeaseRecord[] = [];
  const assignments: AssignmentRecord[] = [];
  const payments: PaymentRecord[] = [];
  const months = Math.max(1, Math.ceil(LARGE_MIN_PAYMENTS / Math.max(1, occupied.length)) + 1);
  occupied.forEach((unit, i) => {
    const property = properties.get(unit.rentalPropertyId);
    const startDate = cal.day(-(months * 31 + (i % 200)));
    const tenant = buildTenant(
      ctx,
      tf,
      { status: 'active', background: BACKGROUND_CYCLE[i % 5], pets: i % 4 === 0, createdOn: shift(startDate, -20) },
      i,
    );
    tenants.push(tenant);
    const variant = OCCUPIED_VARIANTS[i % OCCUPIED_VARIANTS.length];
    const lease = buildLease(ctx, lf, cal, {
      index: i,
      variant: variant.status === 'renewed' ? OCCUPIED_VARIANTS[0] : variant,
      startDate,
      endDate: shift(cal.today, 30 + (i % 300)),
      rent: unit.monthlyRent,
      pets: tenant.hasPets,
      state: property?.state ?? 'TX',
      city: property?.city ?? 'Austin',
      documents: false,
    });
    leases.push(lease);
    const createdAt = stamp(startDate, 10);
    assignments.push({
      id: seededId(af),
      tenantId: tenant.id,
      unitId: unit.id,
      leaseId: lease.id,
      isPrimary: true,
      startDate,
      endDate: null,
      createdAt,
      updatedAt: createdAt,
    });
    for (let m = -months + 1; m <= 0; m++) {
      const due = cal.dueOfMonth(m);
      const roll = pf.number.int({ min: 0, max: 99 });
      let status: PaymentStatus = 'completed';
      if (due > cal.today) status = 'pending';
      else if (m >= -1 && roll < 6) status = roll < 4 ? 'pending' : 'partial';
      else if (roll === 0) status = 'failed';
      else if (roll === 1) status = 'cancelled';
      else if (roll === 2) status = 'refunded';
      const paidOn = status === 'completed' ? minDate(shift(due, -(roll % 4)), cal.today) : minDate(due, cal.today);
      payments.push(
        makePayment(pf, {
          amount: unit.monthlyRent,
          paymentDate: paidOn,
          dueDate: due,
          paymentMethod: PAYMENT_METHODS[(i + roll) % 10],
          paymentType: 'rent',
          status,
          tenantId: tenant.id,
          unit,
          leaseId: lease.id,
        }),
      );
    }
  });
  // Applicants without a unit: 5% more tenants.
  const extra = Math.ceil(occupied.length / 20);
  for (let k = 0; k < extra; k++) {
    tenants.push(
      buildTenant(
        ctx,
        tf,
        {
          status: k % 3 === 0 ? 'previous' : 'applicant',
          background: BACKGROUND_CYCLE[k % BACKGROUND_CYCLE.length],
          pets: k % 2 === 0,
          createdOn: cal.day(-(k % 300)),
        },
        occupied.length + k,
      ),
    );
  }
  return { tenants, leases, assignments, payments };
}
