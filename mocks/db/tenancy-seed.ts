import type { BackgroundCheckStatus, PaymentStatus, PaymentType, TenantStatus } from '@/lib/api/schema.gen';
import { roundCents, addMonths, dayOfMonth } from '@/lib/late-fees';
import { rentCharges, rentDueDate, termEnd, type LedgerCharge } from '@/lib/ledger';
import { buildAssignment, type AssignmentRecord } from './assignments';
import type { LeaseRecord } from './leases';
import { buildLease, fileLeaseDocument, OCCUPIED_VARIANTS, type LeaseVariant } from './leases-seed';
import { MOVE_OUT_CASES, planMoveOuts, seedDispositions, type MoveOutPlan } from './move-outs-seed';
import { buildPayment, PAYMENT_METHODS, type PaymentInput, type PaymentRecord } from './payments';
import type { PropertyRecord } from './properties';
import { Calendar, maxDate, minDate, shift, stamp, type SeedContext } from './seed-context';
import type { TenantRecord } from './tenants';
import { BACKGROUND_CYCLE, buildTenant, type TenantRole } from './tenants-seed';
import type { UnitRecord } from './units';

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
 *
 * Each entity module builds its own records (`buildTenant`, `buildLease`, `buildAssignment`,
 * `buildPayment`); this module only decides who lives where, and seeds the four tables in one step.
 */
interface TenancyTables {
  tenants: TenantRecord[];
  leases: LeaseRecord[];
  assignments: AssignmentRecord[];
  payments: PaymentRecord[];
  /** The moved-out tenancies whose deposit disposition is saved or finalized once the tables are in. */
  moveOuts: MoveOutPlan[];
}

/** Seeds tenants, leases, assignments and payments (after properties and units, which the plan reads). */
export function seedTenancies(ctx: SeedContext): void {
  const plan = ctx.size === 'large' ? buildLarge(ctx) : buildDefault(ctx);
  for (const tenant of plan.tenants) ctx.db.tenants.insert(tenant);
  for (const lease of plan.leases) ctx.db.leases.insert(lease);
  for (const assignment of plan.assignments) ctx.db.assignments.insert(assignment);
  for (const payment of plan.payments) ctx.db.payments.insert(payment);
  seedDispositions(ctx, plan.moveOuts);
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

/**
 * The default set's builder: the calendar, one faker stream per table, the units the plan reads, the
 * tables it fills, and the helpers every phase uses. The phases below run in a fixed order, so each
 * stream is drawn in the same order every time (the same seed and day give the same data).
 */
function defaultBuilder(ctx: SeedContext) {
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
    const a = buildAssignment(af, {
      tenantId: tenant.id,
      unitId: unit.id,
      leaseId: lease?.id ?? null,
      isPrimary,
      startDate,
      endDate,
      createdAt: stamp(minDate(shift(startDate, -2), cal.today), 10),
    });
    assignments.push(a);
    return a;
  };
  const propertyOf = (unit: UnitRecord) => properties.get(unit.rentalPropertyId);
  /** A unit for a tenancy or lease without current occupancy: the available ones in turn. */
  const pastUnit = (k: number) =>
    available.length ? available[k % available.length] : units[k % Math.max(1, units.length)];
  return {
    ctx,
    cal,
    tf,
    lf,
    af,
    pf,
    properties,
    units,
    occupied,
    available,
    tenants,
    leases,
    assignments,
    payments,
    newTenant,
    assign,
    propertyOf,
    pastUnit,
  };
}
type DefaultBuilder = ReturnType<typeof defaultBuilder>;

/** Phase 1. Current tenancies: one per occupied unit. */
function seedCurrentTenancies(b: DefaultBuilder): Tenancy[] {
  const { ctx, cal, lf, occupied, leases, newTenant, assign, propertyOf } = b;
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
      if (variant.renewal) {
        // The lease it renewed: `renewed` (it was renewed by the current one, which is `active` and points back
        // through previousLeaseId), same tenant, ended assignment.
        const prevStart = shift(startDate, -365);
        const prev = buildLease(ctx, lf, cal, {
          index: leases.length,
          variant: {
            status: 'renewed',
            signed: true,
            effective: true,
            moveIn: true,
            moveOut: false,
            note: 'renewed predecessor: every action refused',
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
  return tenancies;
}

/** Phase 2. Past tenancies and leases without occupancy: every remaining lease status and lifecycle combination. */
function seedPastTenancies(b: DefaultBuilder): void {
  const { ctx, cal, lf, leases, newTenant, assign, propertyOf, pastUnit } = b;
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
  });
}

/** Phase 3. Draft leases (none signed: signing is what takes a draft on). */
function seedDraftLeases(b: DefaultBuilder): void {
  const { ctx, cal, lf, leases, propertyOf, pastUnit } = b;
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
      signed: false,
      effective: false,
      moveIn: false,
      moveOut: false,
      leaseType: 'week_to_week',
      note: 'week-to-week draft: Sign available',
    },
  ];
  drafts.forEach((variant, k) => {
    const unit = pastUnit(k + 3);
    const property = unit ? propertyOf(unit) : undefined;
    const startDate = cal.day(20 + k * 10);
    // A week-to-week draft is written for an initial 13 weeks (it then runs week by week until notice), so
    // its end date is not a one-week term that would read as a lease about to end before it starts.
    const endDate = variant.leaseType === 'week_to_week' ? shift(startDate, 13 * 7 - 1) : shift(startDate, 364);
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
}

/**
 * Phase 4. Lease terms the plans above leave at their defaults, set on chosen leases (no faker draws, so
 * nothing else moves): scheduled rent increases of both types, effective on the anniversary (terms of the
 * lease: the rent and its history change only when the increase is applied), the fixed one with the signed
 * amendment that agreed it; and a renewal notice counted in months.
 */
function setLeaseTerms(b: DefaultBuilder): void {
  const { ctx, cal, leases } = b;
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
  const renewal = leases.find((l) => l.previousLeaseId);
  if (renewal) Object.assign(renewal, { renewalNoticePeriod: 2, renewalNoticePeriodType: 'months' });
}

/** Phase 5. Applicants (no assignment): one minimal record, others mid-screening. */
function seedApplicants(b: DefaultBuilder): void {
  const { cal, newTenant } = b;
  newTenant({ status: 'applicant', background: null, pets: false, minimal: true, createdOn: cal.day(-3) });
  newTenant({ status: 'applicant', background: 'pending', pets: true, createdOn: cal.day(-8) });
  newTenant({ status: 'applicant', background: 'expired', pets: false, createdOn: cal.day(-400) });
}

/**
 * Phase 6. The money of the current tenancies, one story per lease in the model of docs/money.md: the
 * deposits received at the start (held, not rent), then each month's rent bill due by today (the lease's
 * schedule, `rentCharges`) with what happened to it: paid on time (most), paid late with its late fee,
 * a payment that failed and was then paid, and the overdue cases, whose leases are due on the day that
 * puts their unpaid bill in its severity band (`DEFAULT_OVERDUE_CASES`): the bill's `pending` or `partial`
 * record, from that month on. One lease is due on the 1st and paid next month's rent early (a credit);
 * a few have other charges (paid, refunded, cancelled, and a utility due next month). An occupant without
 * a lease has no bills.
 */
function seedPayments(b: DefaultBuilder, tenancies: readonly Tenancy[]): void {
  const { cal } = b;
  const withLease = tenancies.filter((t) => t.lease);
  const caseOf = overdueCasesByUnit(withLease);
  const creditTenancy = withLease.find((t) => !caseOf.has(t.unit.id));
  const nextMonth = addMonths(cal.today.slice(0, 7), 1);
  const others = otherCharges(cal, nextMonth);
  withLease.forEach((t, i) =>
    seedLeaseMoney(b, t, i, {
      overdue: caseOf.get(t.unit.id),
      credit: t === creditTenancy,
      nextMonth,
      other: others[i],
    }),
  );
}

/**
 * Which lease tells which overdue case, by unit: the first lease not yet taken whose property has the
 * case's kind of late fee (for "just past grace", a grace period under 7 days), else any of that kind,
 * else the last one left.
 */
function overdueCasesByUnit(withLease: readonly Tenancy[]): Map<string, OverdueCase> {
  const caseOf = new Map<string, OverdueCase>();
  const used = new Set<string>();
  for (const c of DEFAULT_OVERDUE_CASES) {
    const candidates = withLease.filter((t) => !used.has(t.unit.id));
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
  return caseOf;
}

interface OtherCharge {
  type: PaymentType;
  amount: number;
  status: PaymentStatus;
  due: string;
}

/** The charges other than rent and deposits, one on each of the first leases. */
function otherCharges(cal: Calendar, nextMonth: string): OtherCharge[] {
  return [
    { type: 'pet_fee', amount: 35, status: 'refunded', due: cal.day(-40) },
    { type: 'water_sewer_fee', amount: 62.4, status: 'completed', due: cal.day(-25) },
    { type: 'maintenance_fee', amount: 140, status: 'completed', due: cal.day(-18) },
    { type: 'utility', amount: 88.15, status: 'pending', due: dayOfMonth(nextMonth, 10) },
    { type: 'other', amount: 25, status: 'cancelled', due: cal.day(-50) },
  ];
}

/** What seedPayments decided for one lease. */
interface LeaseMoneyPlan {
  /** The overdue case this lease tells, if any. */
  overdue: OverdueCase | undefined;
  /** The lease that paid next month's rent early. */
  credit: boolean;
  nextMonth: string;
  other: OtherCharge | undefined;
}

type Pay = (input: Omit<PaymentInput, 'tenantId' | 'unit' | 'leaseId'>) => PaymentRecord;

/** One current lease's money: its due day, deposits, each month's rent bill, an early payment, another charge. */
function seedLeaseMoney(b: DefaultBuilder, t: Tenancy, i: number, plan: LeaseMoneyPlan): void {
  const { cal, pf, payments } = b;
  const { unit, primary } = t;
  const lease = t.lease!;
  const pay: Pay = (input) => {
    const p = buildPayment(pf, { ...input, tenantId: primary.id, unit, leaseId: lease.id });
    payments.push(p);
    return p;
  };
  const { overdue } = plan;
  const grace = t.property?.lateFeeDaysGrace ?? 5;
  const overdueDays = overdue ? (overdue.days === 'justPastGrace' ? Math.min(7, grace + 1) : overdue.days) : 0;
  const overdueDue = overdue ? cal.day(-overdueDays) : null;
  if (overdueDue) lease.rentDueDay = Number(overdueDue.slice(8, 10));
  else if (plan.credit || i % 5 === 3) lease.rentDueDay = 1;
  seedDeposits(pay, lease, unit, i);
  const bills = rentCharges(lease, cal.today);
  const terms = {
    i,
    billCount: bills.length,
    lease,
    grace,
    lateFee: t.property?.lateFeeAmount ?? 50,
    overdue,
    overdueDue,
  };
  bills.forEach((bill, m) => seedRentBill(pay, bill, m, terms, cal.today));
  seedEarlyAndOtherCharges(pay, lease, i, plan, cal.today);
}

/** What one lease's rent bills need to know. */
interface BillTerms {
  i: number;
  billCount: number;
  lease: LeaseRecord;
  grace: number;
  lateFee: number;
  overdue: OverdueCase | undefined;
  /** The due date of the overdue case's bill. */
  overdueDue: string | null;
}

/**
 * One month's rent bill (the `m`-th of the lease's) and what happened to it: open from the overdue
 * case's bill on, paid late with its fee (the month before last, every fourth lease), declined then
 * paid (three months back, every fifth), or paid on time.
 */
function seedRentBill(
  pay: Pay,
  bill: LedgerCharge,
  m: number,
  { i, billCount, lease, grace, lateFee, overdue, overdueDue }: BillTerms,
  today: string,
): void {
  const due = bill.dueDate;
  const method = PAYMENT_METHODS[(i + m + 20) % 10];
  const rent = (amount: number, paymentDate: string, status: PaymentStatus, notes?: string | null) =>
    pay({
      amount,
      paymentDate,
      dueDate: due,
      paymentMethod: method,
      paymentType: 'rent',
      status,
      notes,
      referenceNumber: method === 'check' && status === 'completed' ? `CHK-${2000 + i * 10 + m}` : null,
    });
  if (overdue && overdueDue && due >= overdueDue) {
    // Unpaid since the case's bill: each month's open record.
    const status = due === overdueDue ? overdue.status : 'pending';
    const record = rent(bill.amount, due, status, status === 'partial' ? 'Paid part; balance promised.' : null);
    if (status === 'partial')
      rent(roundCents(bill.amount * 0.4), minDate(shift(due, 1), today), 'completed', 'Partial payment');
    if (due === overdueDue && overdue.feeApplied) {
      const appliedOn = shift(due, grace + 1);
      pay({
        amount: lateFee,
        paymentDate: appliedOn,
        dueDate: appliedOn,
        paymentMethod: method,
        paymentType: 'late_fee',
        status: 'pending',
        appliesToPaymentId: record.id,
        notes: `Late fee for rent due ${due}`,
      });
    }
    return;
  }
  if (i % 4 === 2 && m === billCount - 2) {
    // Paid late, past the grace period, with its late fee billed and paid the same day.
    const paidOn = minDate(shift(due, grace + 3), today);
    rent(bill.amount, paidOn, 'completed', 'Paid late');
    pay({
      amount: lateFee,
      paymentDate: paidOn,
      dueDate: minDate(shift(due, grace + 1), paidOn),
      paymentMethod: method,
      paymentType: 'late_fee',
      status: 'completed',
      notes: `Late fee for rent due ${due}`,
    });
    return;
  }
  if (i % 5 === 2 && m === billCount - 3) {
    rent(bill.amount, shift(due, -1), 'failed', 'Card declined');
    rent(bill.amount, minDate(shift(due, 2), today), 'completed', 'Paid after a declined card');
    return;
  }
  rent(bill.amount, maxDate(minDate(shift(due, -((i + m + 10) % 4)), today), lease.startDate), 'completed');
}

/** The deposits received three days before the lease started: money held. */
function seedDeposits(pay: Pay, lease: LeaseRecord, unit: UnitRecord, i: number): void {
  pay({
    amount: lease.securityDeposit ?? unit.monthlyRent,
    paymentDate: shift(lease.startDate, -3),
    dueDate: lease.startDate,
    paymentMethod: PAYMENT_METHODS[(i + 2) % 10],
    paymentType: 'security_deposit',
    status: 'completed',
    referenceNumber: `DEP-${1000 + i}`,
  });
  if (lease.isPetAllowed)
    pay({
      amount: lease.petDeposit ?? 300,
      paymentDate: shift(lease.startDate, -3),
      dueDate: lease.startDate,
      paymentMethod: PAYMENT_METHODS[(i + 3) % 10],
      paymentType: 'pet_deposit',
      status: 'completed',
    });
}

/** Next month's rent paid today on the credit lease (while its term lasts), and the lease's other charge. */
function seedEarlyAndOtherCharges(pay: Pay, lease: LeaseRecord, i: number, plan: LeaseMoneyPlan, today: string): void {
  const aheadDue = rentDueDate(lease, plan.nextMonth);
  const end = termEnd(lease);
  if (plan.credit && (end === null || aheadDue <= end))
    pay({
      amount: lease.monthlyRent,
      paymentDate: today,
      dueDate: aheadDue,
      paymentMethod: 'online',
      paymentType: 'rent',
      status: 'completed',
      notes: 'Paid next month early',
    });
  const o = plan.other;
  if (o)
    pay({
      amount: o.amount,
      paymentDate: minDate(o.due, today),
      dueDate: o.due,
      paymentMethod: PAYMENT_METHODS[(i + 5) % 10],
      paymentType: o.type,
      status: o.status,
    });
}

/**
 * Phase 7. The rent of the leases that ended or were renewed: each month's bill paid the day before it is
 * due, so a former tenancy owes nothing; only the eviction for non-payment leaves its last two months
 * unpaid (their open records), a former tenant's balance that the aging and the overdue report keep
 * showing. Their deposits were received at the start.
 */
function seedPastRent(b: DefaultBuilder, tenancies: readonly Tenancy[]): void {
  const { ctx, cal, pf, leases, assignments, payments } = b;
  const current = new Set(tenancies.map((t) => t.lease?.id));
  leases.forEach((lease, k) => {
    if (current.has(lease.id)) return;
    const party = assignments.find((a) => a.leaseId === lease.id && a.isPrimary);
    const unit = party ? ctx.db.units.get(party.unitId) : undefined;
    if (!party || !unit) return;
    const pay = (input: Omit<PaymentInput, 'tenantId' | 'unit' | 'leaseId'>) =>
      payments.push(buildPayment(pf, { ...input, tenantId: party.tenantId, unit, leaseId: lease.id }));
    const bills = rentCharges(lease, cal.today);
    if (bills.length)
      pay({
        amount: lease.securityDeposit ?? lease.monthlyRent,
        paymentDate: shift(lease.startDate, -3),
        dueDate: lease.startDate,
        paymentMethod: PAYMENT_METHODS[(k + 4) % 10],
        paymentType: 'security_deposit',
        status: 'completed',
      });
    const unpaid = lease.status === 'terminated' ? 2 : 0;
    bills.forEach((bill, m) => {
      const open = m >= bills.length - unpaid;
      pay({
        amount: bill.amount,
        paymentDate: open ? bill.dueDate : shift(bill.dueDate, -1),
        dueDate: bill.dueDate,
        paymentMethod: PAYMENT_METHODS[(k + m) % 10],
        paymentType: 'rent',
        status: open ? 'pending' : 'completed',
      });
    });
  });
}

function buildDefault(ctx: SeedContext): TenancyTables {
  const b = defaultBuilder(ctx);
  const tenancies = seedCurrentTenancies(b);
  seedPastTenancies(b);
  seedDraftLeases(b);
  setLeaseTerms(b);
  seedApplicants(b);
  seedPayments(b, tenancies);
  seedPastRent(b, tenancies);
  const moveOuts = seedMoveOuts(b);
  return { tenants: b.tenants, leases: b.leases, assignments: b.assignments, payments: b.payments, moveOuts };
}

/**
 * Phase 8. Moved-out tenancies, one per state of the deposit disposition (./move-outs-seed.ts), on the
 * available units after those the phases above use. Last, so no earlier record's draws move.
 */
function seedMoveOuts(b: DefaultBuilder): MoveOutPlan[] {
  const units = b.available.length > 5 ? b.available.slice(5) : b.available;
  const planned = planMoveOuts(b.ctx, b, {
    units,
    properties: b.properties,
    count: MOVE_OUT_CASES.length,
    tenantIndex: b.tenants.length,
    leaseIndex: b.leases.length,
  });
  b.tenants.push(...planned.tenants);
  b.leases.push(...planned.leases);
  b.assignments.push(...planned.assignments);
  b.payments.push(...planned.payments);
  return planned.plans;
}

// ---------------------------------------------------------------- large set

const LARGE_MIN_PAYMENTS = 50_000;

function buildLarge(ctx: SeedContext): TenancyTables {
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
    // Tenures from a few months to over a year, `months` months on average: every month of each is
    // charged and has its payment.
    const startDate = cal.day(-(Math.max(0, months - 4) * 31 + (i % 200)));
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
      variant: variant.renewal ? OCCUPIED_VARIANTS[0] : variant,
      startDate,
      endDate: shift(cal.today, 30 + (i % 300)),
      rent: unit.monthlyRent,
      pets: tenant.hasPets,
      state: property?.state ?? 'TX',
      city: property?.city ?? 'Austin',
      documents: false,
    });
    // Due days across the month, so the unpaid bills fall in every severity band on any day.
    lease.rentDueDay = 1 + ((i * 7) % 28);
    leases.push(lease);
    assignments.push(
      buildAssignment(af, {
        tenantId: tenant.id,
        unitId: unit.id,
        leaseId: lease.id,
        isPrimary: true,
        startDate,
        endDate: null,
        createdAt: stamp(startDate, 10),
      }),
    );
    // The rent bill of every month of the tenancy due by today (the lease's schedule, src/lib/ledger.ts):
    // paid on time but for a few of the last two months (the bill's pending or partial record). A payment
    // that failed, was cancelled or refunded is followed by one that went through.
    const recent = cal.day(-45);
    rentCharges(lease, cal.today).forEach((charge, m) => {
      const due = charge.dueDate;
      const rent = charge.amount;
      const roll = pf.number.int({ min: 0, max: 99 });
      let status: PaymentStatus = 'completed';
      if (due >= recent && roll < 6) status = roll < 4 ? 'pending' : 'partial';
      else if (roll === 0) status = 'failed';
      else if (roll === 1) status = 'cancelled';
      else if (roll === 2) status = 'refunded';
      const paidOn = status === 'completed' ? minDate(shift(due, -(roll % 4)), cal.today) : minDate(due, cal.today);
      const payment = (amount: number, paymentDate: string, paid: PaymentStatus, notes?: string) =>
        payments.push(
          buildPayment(pf, {
            amount,
            paymentDate,
            dueDate: due,
            paymentMethod: PAYMENT_METHODS[(i + roll + m) % 10],
            paymentType: 'rent',
            status: paid,
            tenantId: tenant.id,
            unit,
            leaseId: lease.id,
            notes,
          }),
        );
      payment(rent, paidOn, status);
      // A partial charge has a part paid against it, as in the default set: the status says what the money did.
      if (status === 'partial')
        payment(roundCents(rent * 0.4), minDate(shift(due, 1), cal.today), 'completed', 'Partial payment');
      if (status === 'failed' || status === 'cancelled' || status === 'refunded')
        payment(
          rent,
          minDate(shift(due, 3), cal.today),
          'completed',
          status === 'refunded' ? 'Paid after a refund' : `Paid after a ${status} payment`,
        );
    });
    // A few pay next month's rent early: a credit where no bill is left open.
    if (i % 97 === 0)
      payments.push(
        buildPayment(pf, {
          amount: lease.monthlyRent,
          paymentDate: cal.today,
          dueDate: rentDueDate(lease, addMonths(cal.today.slice(0, 7), 1)),
          paymentMethod: 'online',
          paymentType: 'rent',
          status: 'completed',
          tenantId: tenant.id,
          unit,
          leaseId: lease.id,
          notes: 'Paid next month early',
        }),
      );
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
  // Moved-out tenancies on the available units, in every disposition state: one for every 40 occupied.
  const moveOuts = planMoveOuts(
    ctx,
    { tf, lf, af, pf },
    {
      units: ctx.db.units.where((u) => u.isAvailable),
      properties,
      count: Math.max(MOVE_OUT_CASES.length, Math.round(occupied.length / 40)),
      tenantIndex: occupied.length + extra,
      leaseIndex: occupied.length,
    },
  );
  return {
    tenants: [...tenants, ...moveOuts.tenants],
    leases: [...leases, ...moveOuts.leases],
    assignments: [...assignments, ...moveOuts.assignments],
    payments: [...payments, ...moveOuts.payments],
    moveOuts: moveOuts.plans,
  };
}
