import * as yup from 'yup';
import type { Payment, PaymentCreate, PaymentMethod, PaymentStatus, PaymentType } from '@/lib/api/schema.gen';
import { DEPOSIT_MESSAGES, DISPOSITION_PAYMENT_TYPES } from '@/lib/deposit-disposition';
import { todayIso } from '@/lib/format';
import { optionalText } from '@/lib/forms';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_TYPES } from './payment-labels';
import type { PaymentPrefill } from './payment-prefill';

/** The payment form's messages (spec 2 §5 "Payment form"), verbatim. */
export const PAYMENT_FORM_MESSAGES = {
  amountMin: 'Amount must be greater than $0.00',
  amountMax: 'Amount cannot exceed $999,999.99',
  // Not in the spec: the amount's "required" message, worded like the others.
  amountRequired: 'Amount is required',
  paymentDateFuture: 'Payment date cannot be in the future',
  // Not in the spec: the dates' "required" messages.
  paymentDateRequired: 'Payment date is required',
  dueDateRequired: 'Due date is required',
  paymentMethod: 'Invalid payment method',
  paymentType: 'Invalid payment type',
  status: 'Invalid status',
  tenant: 'Tenant selection is required',
  unit: 'Unit selection is required',
  property: 'Property selection is required',
  notes: 'Notes cannot exceed 1000 characters',
  referenceNumber: 'Reference number cannot exceed 100 characters',
} as const;

/** Payment amount range (spec 2 §9). */
export const PAYMENT_AMOUNT = { min: 0.01, max: 999_999.99 } as const;

/** The form's values; the amount holds '' while empty. */
export interface PaymentFormValues {
  amount: number | '';
  paymentDate: string;
  dueDate: string;
  paymentMethod: PaymentMethod | '';
  paymentType: PaymentType | '';
  status: PaymentStatus | '';
  propertyId: string;
  unitId: string;
  tenantId: string;
  notes: string;
  referenceNumber: string;
}

/**
 * A new payment's values: today's payment date, status completed (spec 2 §4 default), method and type
 * empty unless prefilled; an edited payment's own values.
 */
export function toPaymentFormValues(
  payment?: Payment | null,
  prefill?: PaymentPrefill | null,
  today = todayIso(),
): PaymentFormValues {
  if (payment)
    return {
      amount: payment.amount,
      paymentDate: payment.paymentDate,
      dueDate: payment.dueDate,
      paymentMethod: payment.paymentMethod,
      paymentType: payment.paymentType,
      status: payment.status,
      propertyId: payment.propertyId,
      unitId: payment.unitId,
      tenantId: payment.tenantId,
      notes: payment.notes ?? '',
      referenceNumber: payment.referenceNumber ?? '',
    };
  return {
    amount: prefill?.amount ?? '',
    paymentDate: today,
    dueDate: prefill?.dueDate ?? '',
    paymentMethod: '',
    paymentType: prefill?.paymentType ?? 'rent',
    status: 'completed',
    propertyId: prefill?.propertyId ?? '',
    unitId: prefill?.unitId ?? '',
    tenantId: prefill?.tenantId ?? '',
    notes: '',
    referenceNumber: '',
  };
}

/** The form's rules with the spec's messages (spec 2 §5). `today` is the latest payment date allowed. */
export function paymentFormSchema(today = todayIso()) {
  return yup.object({
    amount: yup
      .number()
      .typeError(PAYMENT_FORM_MESSAGES.amountRequired)
      .required(PAYMENT_FORM_MESSAGES.amountRequired)
      .min(PAYMENT_AMOUNT.min, PAYMENT_FORM_MESSAGES.amountMin)
      .max(PAYMENT_AMOUNT.max, PAYMENT_FORM_MESSAGES.amountMax),
    paymentDate: yup
      .string()
      .required(PAYMENT_FORM_MESSAGES.paymentDateRequired)
      .test('not-future', PAYMENT_FORM_MESSAGES.paymentDateFuture, (v) => !v || v <= today),
    dueDate: yup.string().required(PAYMENT_FORM_MESSAGES.dueDateRequired),
    paymentMethod: yup
      .string()
      .required(PAYMENT_FORM_MESSAGES.paymentMethod)
      .oneOf(PAYMENT_METHODS, PAYMENT_FORM_MESSAGES.paymentMethod),
    paymentType: yup
      .string()
      .oneOf(PAYMENT_TYPES, PAYMENT_FORM_MESSAGES.paymentType)
      .test(
        'not-a-disposition-type',
        DEPOSIT_MESSAGES.systemPaymentType,
        (v) => !v || !DISPOSITION_PAYMENT_TYPES.has(v as PaymentType),
      ),
    status: yup.string().oneOf(PAYMENT_STATUSES, PAYMENT_FORM_MESSAGES.status),
    propertyId: yup.string().required(PAYMENT_FORM_MESSAGES.property),
    unitId: yup.string().required(PAYMENT_FORM_MESSAGES.unit),
    tenantId: yup.string().required(PAYMENT_FORM_MESSAGES.tenant),
    notes: yup.string().max(1000, PAYMENT_FORM_MESSAGES.notes),
    referenceNumber: yup.string().max(100, PAYMENT_FORM_MESSAGES.referenceNumber),
  });
}

/**
 * The lease a payment keeps: the edited payment's own lease, or the one the opening screen named, while
 * the form's unit and tenant are still theirs; `null` when the form must resolve it from the tenant's
 * assignment to the unit (nothing named, or the user chose another unit or tenant).
 */
export function keptLeaseId(
  values: Pick<PaymentFormValues, 'unitId' | 'tenantId'>,
  known: { unitId?: string; tenantId?: string; leaseId?: string | null } | null | undefined,
): string | null {
  if (!known?.leaseId) return null;
  return known.unitId === values.unitId && known.tenantId === values.tenantId ? known.leaseId : null;
}

/**
 * The body of POST /payments (spec 2 §5 "Submission rules"): the form values plus `leaseId` (resolved from
 * the tenant's assignment to the unit; null without one), with notes and referenceNumber omitted if empty.
 * Call after validation (the schema guarantees the required values).
 */
export function toPaymentBody(values: PaymentFormValues, leaseId: string | null): PaymentCreate {
  const notes = optionalText(values.notes);
  const referenceNumber = optionalText(values.referenceNumber);
  return {
    amount: Number(values.amount),
    paymentDate: values.paymentDate,
    dueDate: values.dueDate,
    paymentMethod: values.paymentMethod as PaymentMethod,
    paymentType: (values.paymentType || 'rent') as PaymentType,
    status: (values.status || 'completed') as PaymentStatus,
    tenantId: values.tenantId,
    unitId: values.unitId,
    propertyId: values.propertyId,
    leaseId,
    ...(notes ? { notes } : {}),
    ...(referenceNumber ? { referenceNumber } : {}),
  };
}
