import { DISPOSITION_PAYMENT_TYPES } from '@/lib/deposit-disposition';
import {
  paymentMethodValues,
  paymentStatusValues,
  paymentTypeValues,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentType,
} from '@/lib/api/schema.gen';

/** Payment methods (spec 2 §9), in the spec's order, with the labels the screens show. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  bank_transfer: 'Bank Transfer',
  credit_card: 'Credit Card',
  debit_card: 'Debit Card',
  money_order: 'Money Order',
  online: 'Online',
  cashapp: 'Cash App',
  venmo: 'Venmo',
  zelle: 'Zelle',
};

/** Payment types (spec 2 §9), in the spec's order. */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  rent: 'Rent',
  security_deposit: 'Security Deposit',
  pet_deposit: 'Pet Deposit',
  pet_fee: 'Pet Fee',
  water_sewer_fee: 'Water/Sewer Fee',
  late_fee: 'Late Fee',
  maintenance_fee: 'Maintenance Fee',
  utility: 'Utility',
  other: 'Other',
  move_out_charge: 'Move-out charge',
  deposit_applied: 'Deposit applied',
  deposit_refund: 'Deposit refund',
};

/** Payment statuses (spec 2 §4), in the spec's order. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  partial: 'Partial',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const PAYMENT_METHODS = paymentMethodValues;
export const PAYMENT_TYPES = paymentTypeValues;
export const PAYMENT_STATUSES = paymentStatusValues;

/**
 * The types the payment form offers: every type but the three only finalizing a deposit disposition
 * writes (move-out charge, deposit applied, deposit refund; the server refuses them from the form).
 */
export const FORM_PAYMENT_TYPES: readonly PaymentType[] = PAYMENT_TYPES.filter(
  (t) => !DISPOSITION_PAYMENT_TYPES.has(t),
);

export const isPaymentType = (value: string | null): value is PaymentType =>
  value !== null && (PAYMENT_TYPES as readonly string[]).includes(value);
