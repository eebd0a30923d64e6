import type {
  DepositAmounts,
  DepositDeduction,
  DepositDeductionKind,
  DepositDisposition,
  DepositDispositionStatus,
  DepositLedgerDeduction,
  FieldError,
  PaymentType,
} from '@/lib/api/schema.gen';
import { addDays, daysBetween } from '@/lib/format/date';
import { roundCents } from '@/lib/late-fees';
import type { OpenCharge } from '@/lib/ledger';

/**
 * The move-out disposition of a lease's deposits (the contract's `DepositDisposition`): the deadline, the
 * deductions (the ledger's unpaid bills, then the manager's lines), the refund due or the balance still
 * owed, and the rules of its input. Pure, shared by the screens and the mock backend; what is held and
 * what the ledger owes come from src/lib/ledger.ts. Dates are `YYYY-MM-DD`; "today" is always passed in.
 */

/** The days to return a deposit when the property says nothing. */
export const DEFAULT_DEPOSIT_RETURN_DAYS = 30;
/** The bounds of a property's `depositReturnDays`. */
export const DEPOSIT_RETURN_DAYS_RANGE = { min: 1, max: 90 } as const;
/** The bounds of a deduction line (the contract's `DepositDeductionInput`) and of a disposition. */
export const DEDUCTION_LIMITS = {
  descriptionMax: 200,
  amountMin: 0.01,
  amountMax: 999_999.99,
  lines: 50,
  photos: 10,
  notesMax: 1000,
} as const;

/**
 * The payment types only finalizing a disposition writes (the deposit's money out): never offered to,
 * nor accepted from, a form. A move-out charge is a bill like a late fee: a payment towards one is
 * recorded with its type, so it settles that bill and not the oldest rent.
 */
export const DISPOSITION_PAYMENT_TYPES: ReadonlySet<PaymentType> = new Set(['deposit_applied', 'deposit_refund']);

export const DEDUCTION_KIND_LABELS: Record<DepositDeductionKind, string> = {
  cleaning: 'Cleaning',
  damage: 'Damage',
  keys: 'Keys',
  other: 'Other',
};

export const DISPOSITION_STATUS_LABELS: Record<DepositDispositionStatus, string> = {
  not_started: 'Not started',
  draft: 'Draft',
  final: 'Final',
};

/** What the screens and the mock say when a disposition's input is refused. */
export const DEPOSIT_MESSAGES = {
  kind: 'Choose cleaning, damage, keys or other',
  descriptionRequired: 'Description is required',
  descriptionMax: `Description must be at most ${DEDUCTION_LIMITS.descriptionMax} characters`,
  amountMin: 'Amount must be at least $0.01',
  amountMax: 'Amount must be at most $999,999.99',
  photosMax: `At most ${DEDUCTION_LIMITS.photos} photos per deduction`,
  linesMax: `At most ${DEDUCTION_LIMITS.lines} deductions`,
  notesMax: `Notes must be at most ${DEDUCTION_LIMITS.notesMax} characters`,
  refundDateFuture: 'Refund date cannot be in the future',
  refundDateBeforeMoveOut: 'Refund date cannot be before the move-out date',
  depositReturnDays: `Deposit return days must be a whole number from ${DEPOSIT_RETURN_DAYS_RANGE.min} to ${DEPOSIT_RETURN_DAYS_RANGE.max}`,
  finalOnly: 'This disposition is final: its statement can no longer change.',
  noMoveOut: 'Process the move-out first: a disposition needs a move-out date.',
  systemPaymentType: 'Deposits applied and deposit refunds are recorded by finalizing a disposition',
} as const;

/** The property's days to return a deposit: its own, else 30. */
export function depositReturnDays(property: { depositReturnDays?: number | null } | null | undefined): number {
  const days = property?.depositReturnDays;
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 ? days : DEFAULT_DEPOSIT_RETURN_DAYS;
}

/** The day the statement and refund are due: the move-out date plus the days, in calendar days. */
export function depositDeadline(moveOutDate: string, returnDays: number): string {
  return addDays(moveOutDate, returnDays);
}

/** Days from `today` to `deadline`: 0 on the day, below 0 once past. */
export function daysLeft(deadline: string, today: string): number {
  return daysBetween(today, deadline);
}

/** "12 days left", "1 day left", "Due today", "Overdue by 3 days". */
export function daysLeftLabel(days: number): string {
  if (days === 0) return 'Due today';
  const n = Math.abs(days);
  const unit = n === 1 ? 'day' : 'days';
  return days > 0 ? `${n} ${unit} left` : `Overdue by ${n} ${unit}`;
}

/** The notes of the bill a manager's deduction becomes at finalize: "Cleaning: Carpet cleaning". */
export function moveOutChargeNotes(line: Pick<DepositDeduction, 'kind' | 'description'>): string {
  return `${DEDUCTION_KIND_LABELS[line.kind]}: ${line.description}`;
}

/** The ledger's bills with an amount outstanding, oldest first, as deductions. */
export function ledgerDeductions(charges: readonly OpenCharge[]): DepositLedgerDeduction[] {
  return charges
    .filter((c) => c.outstanding > 0)
    .map((c) => ({
      chargeId: c.id,
      paymentType: c.paymentType,
      description: c.description,
      dueDate: c.dueDate,
      amount: c.outstanding,
    }));
}

export interface DispositionFigures {
  ledgerTotal: number;
  deductionsTotal: number;
  totalDeductions: number;
  refundDue: number;
  balanceOwed: number;
  /** What finalize applies of the deposit to the bills: min(held, total deductions). */
  applied: number;
}

/**
 * The figures of a disposition: total deductions = the ledger's + the manager's; refund due = held − total
 * when positive, balance owed = total − held when positive (one of the two is 0).
 */
export function dispositionFigures(input: {
  held: number;
  ledger: ReadonlyArray<{ amount: number }>;
  deductions: ReadonlyArray<{ amount: number }>;
}): DispositionFigures {
  const sum = (rows: ReadonlyArray<{ amount: number }>) => roundCents(rows.reduce((s, r) => s + r.amount, 0));
  const ledgerTotal = sum(input.ledger);
  const deductionsTotal = sum(input.deductions);
  const totalDeductions = roundCents(ledgerTotal + deductionsTotal);
  const held = roundCents(Math.max(0, input.held));
  return {
    ledgerTotal,
    deductionsTotal,
    totalDeductions,
    refundDue: roundCents(Math.max(0, held - totalDeductions)),
    balanceOwed: roundCents(Math.max(0, totalDeductions - held)),
    applied: roundCents(Math.min(held, totalDeductions)),
  };
}

/** What a disposition not yet final is computed from. */
export interface OpenDispositionInput {
  moveOutDate: string | null;
  depositReturnDays: number;
  today: string;
  received: DepositAmounts;
  held: number;
  /** The lease's bills up to the end of today's month with what each still owes (`accountOf`). */
  charges: readonly OpenCharge[];
  /** The account's credit (payments beyond every bill). */
  credit: number;
  /** The manager's saved lines, `null` when nothing was saved. */
  saved: { deductions: DepositDeduction[]; notes: string | null } | null;
}

/** The part of a disposition that is not the lease's own references (number, tenant, unit, property). */
export type DispositionBody = Omit<DepositDisposition, 'leaseId' | 'leaseNumber' | 'tenant' | 'unit' | 'property'>;

/** A disposition not final, computed for `today` (the ledger's deductions follow the ledger). */
export function openDisposition(input: OpenDispositionInput): DispositionBody {
  const ledger = ledgerDeductions(input.charges);
  const deductions = input.saved?.deductions ?? [];
  const { applied: _applied, ...figures } = dispositionFigures({ held: input.held, ledger, deductions });
  const deadline = input.moveOutDate ? depositDeadline(input.moveOutDate, input.depositReturnDays) : null;
  return {
    status: input.saved ? 'draft' : 'not_started',
    moveOutDate: input.moveOutDate,
    depositReturnDays: input.depositReturnDays,
    deadline,
    daysLeft: deadline ? daysLeft(deadline, input.today) : null,
    received: input.received,
    held: roundCents(input.held),
    ledgerDeductions: ledger,
    deductions,
    notes: input.saved?.notes ?? null,
    ...figures,
    creditOnAccount: roundCents(input.credit),
    finalizedAt: null,
    refundDate: null,
    refundPaymentId: null,
    appliedPaymentId: null,
    returnedLate: null,
  };
}

/** The error of a refund date, or null: not after today, not before the move-out date. */
export function refundDateError(refundDate: string, at: { moveOutDate: string; today: string }): string | null {
  if (refundDate > at.today) return DEPOSIT_MESSAGES.refundDateFuture;
  if (refundDate < at.moveOutDate) return DEPOSIT_MESSAGES.refundDateBeforeMoveOut;
  return null;
}

/** The error of a property's deposit return days (`null` or empty is allowed: 30), or null. */
export function depositReturnDaysError(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' &&
    Number.isInteger(n) &&
    n >= DEPOSIT_RETURN_DAYS_RANGE.min &&
    n <= DEPOSIT_RETURN_DAYS_RANGE.max
    ? null
    : DEPOSIT_MESSAGES.depositReturnDays;
}

/** A deduction line as a form holds it (amount may be text being typed). */
export interface DeductionDraft {
  kind?: string | null;
  description?: string | null;
  amount?: number | string | null;
  photos?: readonly string[] | null;
}

/**
 * The errors of the manager's lines, named as the contract names them (`deductions[2].amount`): the rules
 * of `DepositDeductionInput`, in the product's words. Empty when every line is sound.
 */
export function deductionErrors(lines: readonly DeductionDraft[]): FieldError[] {
  const errors: FieldError[] = [];
  if (lines.length > DEDUCTION_LIMITS.lines) errors.push({ field: 'deductions', message: DEPOSIT_MESSAGES.linesMax });
  lines.forEach((line, i) => {
    const at = (field: string) => `deductions[${i}].${field}`;
    if (!line.kind || !(line.kind in DEDUCTION_KIND_LABELS))
      errors.push({ field: at('kind'), message: DEPOSIT_MESSAGES.kind });
    const description = (line.description ?? '').trim();
    if (!description) errors.push({ field: at('description'), message: DEPOSIT_MESSAGES.descriptionRequired });
    else if (description.length > DEDUCTION_LIMITS.descriptionMax)
      errors.push({ field: at('description'), message: DEPOSIT_MESSAGES.descriptionMax });
    const amount = typeof line.amount === 'string' ? Number(line.amount) : line.amount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < DEDUCTION_LIMITS.amountMin)
      errors.push({ field: at('amount'), message: DEPOSIT_MESSAGES.amountMin });
    else if (amount > DEDUCTION_LIMITS.amountMax)
      errors.push({ field: at('amount'), message: DEPOSIT_MESSAGES.amountMax });
    if ((line.photos?.length ?? 0) > DEDUCTION_LIMITS.photos)
      errors.push({ field: at('photos'), message: DEPOSIT_MESSAGES.photosMax });
  });
  return errors;
}
