import type { PaymentType } from '@/lib/api/schema.gen';
import { FORM_PAYMENT_TYPES } from './payment-labels';

// Apart from the form (lib/payment-form.ts, Yup): the screens that open the dialog load this alone.

/** What another screen passes to open the dialog prefilled (spec 2 §2: navigation state to /payments). */
export interface PaymentPrefill {
  unitId?: string;
  propertyId?: string;
  tenantId?: string;
  /**
   * The lease the payment is for, when the screen knows it (a bill's, an aging row's): kept while the
   * unit and tenant stay the prefilled ones, so a former tenant's payment settles their own lease and
   * not the one their current assignment names.
   */
  leaseId?: string;
  amount?: number;
  paymentType?: PaymentType;
  dueDate?: string;
}

/** Reads a prefill from navigation state (anything else is ignored). */
export function readPaymentPrefill(state: unknown): PaymentPrefill | null {
  if (!state || typeof state !== 'object' || !('recordPayment' in state)) return null;
  const p = (state as { recordPayment: unknown }).recordPayment;
  if (!p || typeof p !== 'object') return null;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const r = p as Record<string, unknown>;
  return {
    unitId: text(r.unitId),
    propertyId: text(r.propertyId),
    tenantId: text(r.tenantId),
    leaseId: text(r.leaseId),
    amount: typeof r.amount === 'number' && Number.isFinite(r.amount) ? r.amount : undefined,
    paymentType: (FORM_PAYMENT_TYPES as unknown[]).includes(r.paymentType) ? (r.paymentType as PaymentType) : undefined,
    dueDate: text(r.dueDate),
  };
}

/** The navigation state that opens /payments with the dialog prefilled. */
export const recordPaymentState = (prefill: PaymentPrefill) => ({ recordPayment: prefill });
