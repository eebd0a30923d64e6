import { setIn, type FormikErrors } from 'formik';
import { isApiError } from '@/lib/api/errors';
import type {
  DepositDeductionKind,
  DepositDisposition,
  DepositDispositionFinalize,
  DepositDispositionUpdate,
  FieldError,
  PaymentMethod,
} from '@/lib/api/schema.gen';
import {
  deductionErrors,
  DEDUCTION_LIMITS,
  DEPOSIT_MESSAGES,
  dispositionFigures,
  refundDateError,
} from '@/lib/deposit-disposition';
import { optionalText, requiredNumber } from '@/lib/forms';

/** What the page says when a save or a finalize fails without a message of the server's. */
export const DISPOSITION_FORM_MESSAGES = {
  saveFailed: 'The draft could not be saved. Please try again.',
  finalizeFailed: 'The disposition could not be finalized. Please try again.',
  refundDateRequired: 'Refund date is required',
  referenceMax: 'Reference must be at most 100 characters',
} as const;

/** One deduction line as the form holds it; `key` names the row on screen, `id` the saved line. */
export interface DeductionLineValues {
  key: string;
  id?: string;
  kind: DepositDeductionKind;
  description: string;
  /** The money box's value: the number, '' when empty, the text when it is none. */
  amount: number | string;
  photos: string[];
}

export interface DispositionFormValues {
  deductions: DeductionLineValues[];
  notes: string;
}

let nextKey = 0;

/** A new, empty line (Add deduction). */
export function emptyDeductionLine(): DeductionLineValues {
  nextKey += 1;
  return { key: `new-${nextKey}`, kind: 'cleaning', description: '', amount: '', photos: [] };
}

/** The form's values from the disposition: the saved lines, each keyed by its id. */
export function dispositionFormValues(disposition: DepositDisposition): DispositionFormValues {
  return {
    deductions: disposition.deductions.map((d) => ({
      key: d.id,
      id: d.id,
      kind: d.kind,
      description: d.description,
      amount: d.amount,
      photos: [...d.photos],
    })),
    notes: disposition.notes ?? '',
  };
}

/** Field errors named as the contract names them (`deductions[2].amount`) as Formik's nested errors. */
export function toFormikErrors<Values>(errors: readonly FieldError[]): FormikErrors<Values> {
  return errors.reduce<FormikErrors<Values>>(
    (out, e) => (e.field && !hasError(out, e.field) ? setIn(out, e.field, e.message) : out),
    {},
  );
}

function hasError(errors: object, field: string): boolean {
  return (
    field
      .split(/[.[\]]+/)
      .filter(Boolean)
      .reduce<unknown>(
        (at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined),
        errors,
      ) !== undefined
  );
}

/** The form's rules: the contract's rules of a line (`deductionErrors`, shared with the server) and the notes' length. */
export function validateDisposition(values: DispositionFormValues): FormikErrors<DispositionFormValues> {
  const errors = deductionErrors(values.deductions);
  if (values.notes.length > DEDUCTION_LIMITS.notesMax)
    errors.push({ field: 'notes', message: DEPOSIT_MESSAGES.notesMax });
  return toFormikErrors(errors);
}

/** PUT /leases/{id}/deposit-disposition's body: the lines in order (a saved line keeps its id), the notes. */
export function toDispositionUpdate(values: DispositionFormValues): DepositDispositionUpdate {
  return {
    deductions: values.deductions.map((line) => ({
      ...(line.id ? { id: line.id } : {}),
      kind: line.kind,
      description: line.description.trim(),
      amount: requiredNumber(line.amount, 'amount'),
      photos: line.photos,
    })),
    notes: optionalText(values.notes),
  };
}

/**
 * The figures with the lines as typed (a line without a valid amount counts 0): what the page shows
 * before the draft is saved, by the same rule the server computes with.
 */
export function liveTotals(d: DepositDisposition, lines: readonly Pick<DeductionLineValues, 'amount'>[]) {
  const deductions = lines.map((l) => ({
    amount: typeof l.amount === 'number' && Number.isFinite(l.amount) && l.amount > 0 ? l.amount : 0,
  }));
  const figures = dispositionFigures({ held: d.held, ledger: d.ledgerDeductions, deductions });
  return { ...figures, held: d.held, creditOnAccount: d.creditOnAccount };
}

/** A 400's field errors (`deductions[2].amount`) on the form's fields, or null when it named none. */
export function serverFieldErrors<Values>(error: unknown): FormikErrors<Values> | null {
  if (!isApiError(error)) return null;
  const entries = Object.entries(error.fieldErrors);
  if (entries.length === 0) return null;
  return toFormikErrors(entries.map(([field, message]) => ({ field, message })));
}

// Finalize: when and how the refund was paid.

export interface FinalizeFormValues {
  refundDate: string;
  paymentMethod: PaymentMethod;
  referenceNumber: string;
}

export function finalizeFormValues(today: string): FinalizeFormValues {
  return { refundDate: today, paymentMethod: 'check', referenceNumber: '' };
}

/** Refund date given, not after today, not before the move-out date (`refundDateError`); the reference's length. */
export function validateFinalize(
  values: FinalizeFormValues,
  at: { today: string; moveOutDate: string },
): FormikErrors<FinalizeFormValues> {
  const errors: FormikErrors<FinalizeFormValues> = {};
  const refundDate = values.refundDate
    ? refundDateError(values.refundDate, at)
    : DISPOSITION_FORM_MESSAGES.refundDateRequired;
  if (refundDate) errors.refundDate = refundDate;
  if (values.referenceNumber.length > 100) errors.referenceNumber = DISPOSITION_FORM_MESSAGES.referenceMax;
  return errors;
}

export function toFinalizeBody(values: FinalizeFormValues): DepositDispositionFinalize {
  return {
    refundDate: values.refundDate,
    paymentMethod: values.paymentMethod,
    referenceNumber: optionalText(values.referenceNumber),
  };
}
