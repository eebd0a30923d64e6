import type {
  OwnerStatement,
  OwnerStatementSummary,
  OwnerStatementUnit,
  OwnerStatementWorkOrder,
  PaymentStatus,
  RentRollUnit,
} from '@/lib/api/schema.gen';
import { addMonths, roundCents } from './late-fees';

/**
 * The owner statement's rules (the contract's `GET /rental-properties/{id}/statement` description): the
 * mock computes the statement with them, so the rules live once, beside the rent roll's (`late-fees.ts`).
 */

/** A late-fee charge or payment of the property (payment type `late_fee`). */
export interface StatementLateFee {
  unitId: string;
  amount: number;
  status: PaymentStatus;
  /** The day the fee was charged. */
  dueDate: string;
  paymentDate: string;
}

/** A work order of the property; `done` is the mock's own rule of finished work (completed or later). */
export interface StatementWorkOrderInput extends Omit<OwnerStatementWorkOrder, 'completedDate' | 'totalCost'> {
  done: boolean;
  /** ISO date or date-time; its date part (UTC) is the day of completion. */
  completedDate: string | null;
  totalCost: number | null;
}

export const inMonth = (day: string, month: string): boolean => day.slice(0, 7) === month;

/** Late fees charged in the month: not cancelled, charged (due) in the month, whatever their status. */
export function lateFeeCharged(fee: StatementLateFee, month: string): boolean {
  return fee.status !== 'cancelled' && inMonth(fee.dueDate, month);
}

/** Late fees collected in the month: completed payments dated in the month (spec 2 §4: only completed count). */
export function lateFeeCollected(fee: StatementLateFee, month: string): boolean {
  return fee.status === 'completed' && inMonth(fee.paymentDate, month);
}

/** Work orders that count as the month's maintenance: finished, with the date of completion in the month. */
export function completedInMonth(
  order: StatementWorkOrderInput,
  month: string,
): order is StatementWorkOrderInput & { completedDate: string } {
  return order.done && order.completedDate !== null && inMonth(order.completedDate, month);
}

/**
 * The statement of one property for `month`: the rent figures are the rent roll's rows of its units (same
 * rules: expected, completed rent due in the month, balance), plus late fees and maintenance by unit.
 */
export function ownerStatement(
  month: string,
  rentRows: readonly Pick<RentRollUnit, 'unit' | 'tenant' | 'expectedRent' | 'amountPaid'>[],
  lateFees: readonly StatementLateFee[],
  workOrders: readonly StatementWorkOrderInput[],
): Omit<OwnerStatement, 'property' | 'month'> {
  const charged = new Map<string, number>();
  const collected = new Map<string, number>();
  for (const fee of lateFees) {
    if (lateFeeCharged(fee, month)) charged.set(fee.unitId, (charged.get(fee.unitId) ?? 0) + fee.amount);
    if (lateFeeCollected(fee, month)) collected.set(fee.unitId, (collected.get(fee.unitId) ?? 0) + fee.amount);
  }
  const unitIds = new Set(rentRows.map((r) => r.unit.id));
  const done = workOrders
    .filter(
      (w): w is StatementWorkOrderInput & { completedDate: string } =>
        unitIds.has(w.unitId) && completedInMonth(w, month),
    )
    .map((w): OwnerStatementWorkOrder => ({
      id: w.id,
      workOrderNumber: w.workOrderNumber,
      title: w.title,
      unitId: w.unitId,
      unitNumber: w.unitNumber,
      completedDate: w.completedDate.slice(0, 10),
      totalCost: roundCents(w.totalCost ?? 0),
    }))
    .sort(
      (a, b) => a.completedDate.localeCompare(b.completedDate) || a.workOrderNumber.localeCompare(b.workOrderNumber),
    );
  const spent = new Map<string, number>();
  for (const w of done) spent.set(w.unitId, (spent.get(w.unitId) ?? 0) + w.totalCost);

  const units = [...rentRows]
    .sort((a, b) => a.unit.unitNumber.localeCompare(b.unit.unitNumber, undefined, { numeric: true }))
    .map((r): OwnerStatementUnit => {
      const lateFeesCollected = roundCents(collected.get(r.unit.id) ?? 0);
      const maintenanceSpent = roundCents(spent.get(r.unit.id) ?? 0);
      return {
        unit: r.unit,
        tenant: r.tenant,
        rentExpected: r.expectedRent,
        rentCollected: r.amountPaid,
        rentOutstanding: roundCents(Math.max(0, r.expectedRent - r.amountPaid)),
        lateFeesCharged: roundCents(charged.get(r.unit.id) ?? 0),
        lateFeesCollected,
        maintenanceSpent,
        net: roundCents(r.amountPaid + lateFeesCollected - maintenanceSpent),
      };
    });
  return { summary: statementSummary(units, done.length), units, workOrders: done };
}

/** The statement's totals: each figure summed over the unit rows (so the rows always add up to it). */
export function statementSummary(
  units: readonly OwnerStatementUnit[],
  workOrdersCompleted: number,
): OwnerStatementSummary {
  const sum = (pick: (u: OwnerStatementUnit) => number) => roundCents(units.reduce((s, u) => s + pick(u), 0));
  return {
    rentExpected: sum((u) => u.rentExpected),
    rentCollected: sum((u) => u.rentCollected),
    rentOutstanding: sum((u) => u.rentOutstanding),
    lateFeesCharged: sum((u) => u.lateFeesCharged),
    lateFeesCollected: sum((u) => u.lateFeesCollected),
    maintenanceSpent: sum((u) => u.maintenanceSpent),
    net: sum((u) => u.net),
    occupiedUnits: units.filter((u) => u.tenant !== null).length,
    workOrdersCompleted,
  };
}

/** The months a statement may be asked for, newest first: the current month and the `count − 1` before it. */
export function statementMonths(current: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(current, -i));
}
