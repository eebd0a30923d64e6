import type { Faker } from '@faker-js/faker';
import { paymentMethodValues, type PaymentMethod, type PaymentStatus, type PaymentType } from '@/lib/api/schema.gen';
import { roundCents } from '@/lib/late-fees';
import { seededId } from './ids';
import { stamp } from './seed-context';
import type { UnitRecord } from './units';
import type { PaymentRecord } from './tables';

export type { PaymentRecord } from './tables';

// ---------------------------------------------------------------- seeding (the plan: tenancy-seed.ts)

/** Every payment method, handed out in turn to seeded payments. */
export const PAYMENT_METHODS = paymentMethodValues;

/** What a seeded payment is. */
export interface PaymentInput {
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

/** One seeded payment drawn from `faker` (the payments stream); property and unit come from `input.unit`. */
export function buildPayment(faker: Faker, input: PaymentInput): PaymentRecord {
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
