import { keptLeaseId, paymentFormSchema } from './payment-form';
import { FORM_PAYMENT_TYPES } from './payment-labels';
import { readPaymentPrefill, recordPaymentState } from './payment-prefill';

describe('the lease of a payment opened from another screen', () => {
  it('keeps the named lease while the unit and tenant are the named ones, else leaves it to the assignment', () => {
    const named = { unitId: 'u1', tenantId: 't1', leaseId: 'l-old' };
    expect(keptLeaseId({ unitId: 'u1', tenantId: 't1' }, named)).toBe('l-old');
    expect(keptLeaseId({ unitId: 'u2', tenantId: 't1' }, named)).toBeNull();
    expect(keptLeaseId({ unitId: 'u1', tenantId: 't2' }, named)).toBeNull();
    expect(keptLeaseId({ unitId: 'u1', tenantId: 't1' }, { unitId: 'u1', tenantId: 't1', leaseId: null })).toBeNull();
    expect(keptLeaseId({ unitId: 'u1', tenantId: 't1' }, null)).toBeNull();
  });
});

describe('the payment types only a deposit disposition writes', () => {
  it('are not offered by the form and are refused by its schema', async () => {
    // A move-out charge is a bill: a payment towards one is recorded with its type.
    expect(FORM_PAYMENT_TYPES).toContain('move_out_charge');
    expect(FORM_PAYMENT_TYPES).not.toContain('deposit_applied');
    expect(FORM_PAYMENT_TYPES).not.toContain('deposit_refund');
    expect(FORM_PAYMENT_TYPES).toContain('security_deposit');
    // Nor can another screen prefill one.
    expect(readPaymentPrefill(recordPaymentState({ paymentType: 'deposit_refund' }))?.paymentType).toBeUndefined();
    expect(readPaymentPrefill(recordPaymentState({ paymentType: 'late_fee' }))?.paymentType).toBe('late_fee');
    await expect(
      paymentFormSchema('2027-03-06').validateAt('paymentType', { paymentType: 'deposit_refund' }),
    ).rejects.toThrow('Deposits applied and deposit refunds are recorded by finalizing a disposition');
    await expect(paymentFormSchema('2027-03-06').validateAt('paymentType', { paymentType: 'rent' })).resolves.toBe(
      'rent',
    );
  });
});
