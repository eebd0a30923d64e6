import type { Payment } from '@/lib/api/schema.gen';
import type { SeedContext } from './seed-context';
import { tenancySeed } from './tenancy-seed';

/** A stored payment: the contract's Payment without the nested tenant, unit and property (joined when asked). */
export type PaymentRecord = Omit<Payment, 'tenant' | 'unit' | 'property'>;

export function seedPayments(ctx: SeedContext): void {
  const seed = tenancySeed(ctx);
  for (const payment of seed.payments) ctx.db.payments.insert(payment);
  seed.release();
}
