import type { Faker } from '@faker-js/faker';
import type { DepositDeductionInput, PaymentMethod } from '@/lib/api/schema.gen';
import { depositReturnDays, openDisposition } from '@/lib/deposit-disposition';
import { accountOf, depositsOf, rentCharges } from '@/lib/ledger';
import { buildAssignment, type AssignmentRecord } from './assignments';
import { finalizeDisposition, saveDisposition } from './deposit-dispositions';
import { seededId } from './ids';
import type { LeaseRecord } from './leases';
import { buildLease, type LeaseVariant } from './leases-seed';
import { buildPayment, PAYMENT_METHODS, type PaymentRecord } from './payments';
import type { PropertyRecord } from './properties';
import { Calendar, minDate, shift, stamp, type SeedContext } from './seed-context';
import type { TenantRecord } from './tenants';
import { buildTenant } from './tenants-seed';
import type { UnitRecord } from './units';

/**
 * Former tenancies whose move-out is processed, one per state of the deposit disposition (the contract's
 * `DepositDisposition`), relative to today: each lease ran a year and ended on its move-out date, its rent
 * paid but for its last `unpaidMonths`, its deposits received at the start. The disposition is then left
 * not started, saved as a draft, or finalized on `refundDaysAgo` through the same writes as the API's
 * finalize (./deposit-dispositions.ts), so the ledger, the aging and the deposit returns agree.
 */
export interface MoveOutCase {
  key: string;
  /** Days from today to the deadline wanted (the move-out is placed by the property's days; at least 2 days ago). */
  daysLeft: number;
  unpaidMonths: number;
  state: 'not_started' | 'draft' | 'final';
  lines?: DepositDeductionInput[];
  notes?: string;
  /** For a final one: the refund date, days before today (after the move-out). */
  refundDaysAgo?: number;
}

export const MOVE_OUT_CASES: MoveOutCase[] = [
  { key: 'not-started', daysLeft: 18, unpaidMonths: 0, state: 'not_started' },
  {
    key: 'draft-due-this-week',
    daysLeft: 3,
    unpaidMonths: 1,
    state: 'draft',
    lines: [
      { kind: 'cleaning', description: 'Carpet cleaning, living room and bedrooms', amount: 175 },
      { kind: 'damage', description: 'Broken blinds, bedroom 2', amount: 85 },
      { kind: 'keys', description: 'Two keys and a garage remote not returned', amount: 60 },
    ],
    notes: 'Inspected with the tenant on the move-out day.',
  },
  { key: 'past-deadline', daysLeft: -9, unpaidMonths: 0, state: 'not_started' },
  {
    key: 'final-refund',
    daysLeft: 5,
    unpaidMonths: 0,
    state: 'final',
    refundDaysAgo: 4,
    lines: [{ kind: 'cleaning', description: 'Oven and refrigerator cleaning', amount: 120 }],
  },
  {
    key: 'final-owed',
    daysLeft: -2,
    unpaidMonths: 2,
    state: 'final',
    refundDaysAgo: 6,
    lines: [{ kind: 'damage', description: 'Hole in the bedroom wall, patched and painted', amount: 350 }],
    notes: 'Balance sent to the tenant with the statement.',
  },
  { key: 'final-late', daysLeft: -20, unpaidMonths: 0, state: 'final', refundDaysAgo: 12 },
];

export interface MoveOutPlan {
  lease: LeaseRecord;
  case: MoveOutCase;
}

interface Streams {
  tf: Faker;
  lf: Faker;
  af: Faker;
  pf: Faker;
}

/**
 * The tenants, leases, assignments and payments of `count` moved-out tenancies on `units` (in turn), the
 * cases in turn; `tenantIndex` and `leaseIndex` number the first new tenant and lease of the set.
 */
export function planMoveOuts(
  ctx: SeedContext,
  streams: Streams,
  input: {
    units: readonly UnitRecord[];
    properties: ReadonlyMap<string, PropertyRecord>;
    count: number;
    tenantIndex: number;
    leaseIndex: number;
  },
): {
  tenants: TenantRecord[];
  leases: LeaseRecord[];
  assignments: AssignmentRecord[];
  payments: PaymentRecord[];
  plans: MoveOutPlan[];
} {
  const cal = new Calendar(ctx.today);
  const out = {
    tenants: [] as TenantRecord[],
    leases: [] as LeaseRecord[],
    assignments: [] as AssignmentRecord[],
    payments: [] as PaymentRecord[],
    plans: [] as MoveOutPlan[],
  };
  if (!input.units.length) return out;
  for (let k = 0; k < input.count; k++) {
    const moveOutCase = MOVE_OUT_CASES[k % MOVE_OUT_CASES.length]!;
    const unit = input.units[k % input.units.length]!;
    const property = input.properties.get(unit.rentalPropertyId);
    const days = depositReturnDays(property);
    const moveOut = minDate(cal.day(moveOutCase.daysLeft - days), cal.day(-2));
    const startDate = shift(moveOut, -364);
    const tenant = buildTenant(
      ctx,
      streams.tf,
      { status: 'previous', background: 'passed', pets: k % 3 === 1, createdOn: shift(startDate, -20) },
      input.tenantIndex + k,
    );
    out.tenants.push(tenant);
    const variant: LeaseVariant = {
      status: 'expired',
      signed: true,
      effective: true,
      moveIn: true,
      moveOut: true,
      note: 'expired after move-out: its deposit disposition',
    };
    const lease = buildLease(ctx, streams.lf, cal, {
      index: input.leaseIndex + k,
      variant,
      startDate,
      endDate: moveOut,
      rent: unit.monthlyRent,
      pets: tenant.hasPets,
      state: property?.state ?? 'TX',
      city: property?.city ?? 'Austin',
      documents: false,
    });
    lease.actualMoveOutDate = moveOut;
    lease.noticeToVacateDate = shift(moveOut, -30);
    lease.updatedAt = stamp(moveOut, 16);
    out.leases.push(lease);
    out.assignments.push(
      buildAssignment(streams.af, {
        tenantId: tenant.id,
        unitId: unit.id,
        leaseId: lease.id,
        isPrimary: true,
        startDate,
        endDate: moveOut,
        createdAt: stamp(shift(startDate, -2), 10),
      }),
    );
    const pay = (fields: {
      amount: number;
      paymentDate: string;
      dueDate: string;
      paymentType: PaymentRecord['paymentType'];
      status: PaymentRecord['status'];
      method: PaymentMethod;
    }) =>
      out.payments.push(
        buildPayment(streams.pf, {
          ...fields,
          paymentMethod: fields.method,
          tenantId: tenant.id,
          unit,
          leaseId: lease.id,
        }),
      );
    const received = shift(startDate, -3);
    pay({
      amount: lease.securityDeposit ?? lease.monthlyRent,
      paymentDate: received,
      dueDate: startDate,
      paymentType: 'security_deposit',
      status: 'completed',
      method: 'check',
    });
    if (lease.petDeposit)
      pay({
        amount: lease.petDeposit,
        paymentDate: received,
        dueDate: startDate,
        paymentType: 'pet_deposit',
        status: 'completed',
        method: 'check',
      });
    const bills = rentCharges(lease, cal.today);
    bills.forEach((bill, m) => {
      const open = m >= bills.length - moveOutCase.unpaidMonths;
      pay({
        amount: bill.amount,
        paymentDate: open ? bill.dueDate : shift(bill.dueDate, -1),
        dueDate: bill.dueDate,
        paymentType: 'rent',
        status: open ? 'pending' : 'completed',
        method: PAYMENT_METHODS[(k + m) % PAYMENT_METHODS.length]!,
      });
    });
    out.plans.push({ lease, case: moveOutCase });
  }
  return out;
}

/**
 * Saves or finalizes the planned dispositions, once the tables hold the tenancies (`ctx.db`): the same
 * writes as `PUT` and finalize, with ids from the seed's stream.
 */
export function seedDispositions(ctx: SeedContext, plans: readonly MoveOutPlan[]): void {
  if (!plans.length) return;
  const cal = new Calendar(ctx.today);
  const faker = ctx.fakerFor('depositDispositions');
  const makeId = () => seededId(faker);
  const db = ctx.db;
  const byLease = new Map<string, PaymentRecord[]>();
  const planned = new Set(plans.map((p) => p.lease.id));
  for (const p of db.payments.all())
    if (p.leaseId && planned.has(p.leaseId)) byLease.set(p.leaseId, [...(byLease.get(p.leaseId) ?? []), p]);
  for (const { lease, case: c } of plans) {
    if (c.state === 'not_started') continue;
    const moveOut = lease.actualMoveOutDate!;
    const savedOn = c.state === 'final' ? cal.day(-(c.refundDaysAgo ?? 0)) : null;
    const draftOn = minDate(shift(moveOut, 2), cal.day(-1));
    const record = saveDisposition(
      db,
      lease.id,
      { deductions: c.lines ?? [], notes: c.notes ?? null },
      stamp(draftOn < moveOut ? moveOut : draftOn, 15),
      makeId,
    );
    if (!savedOn) continue;
    const party = db.assignments.find((a) => a.leaseId === lease.id && a.isPrimary);
    const unit = party ? db.units.get(party.unitId) : undefined;
    if (!party || !unit) continue;
    const payments = byLease.get(lease.id) ?? [];
    const refundDate = savedOn < moveOut ? moveOut : savedOn;
    const { charges, account } = accountOf(lease, payments, refundDate);
    const deposits = depositsOf(lease, payments);
    const open = openDisposition({
      moveOutDate: moveOut,
      depositReturnDays: depositReturnDays(db.properties.get(unit.rentalPropertyId)),
      today: refundDate,
      received: deposits.received,
      held: deposits.held,
      charges,
      credit: account.credit,
      saved: { deductions: record.deductions, notes: record.notes },
    });
    finalizeDisposition(
      db,
      lease,
      { tenantId: party.tenantId, unitId: unit.id, propertyId: unit.rentalPropertyId },
      open,
      {
        refundDate,
        paymentMethod: 'check',
        referenceNumber: `CHK-${3000 + db.depositDispositions.all().length}`,
        now: stamp(refundDate, 17),
        makeId,
      },
    );
  }
}
