import { readPaymentPrefill, recordPaymentState } from './payment-prefill';

describe('the prefill of a payment opened from another screen', () => {
  it('reads the lease a screen names in its prefill', () => {
    expect(readPaymentPrefill(recordPaymentState({ unitId: 'u1', tenantId: 't1', leaseId: 'l-old' }))).toMatchObject({
      leaseId: 'l-old',
    });
    expect(readPaymentPrefill(recordPaymentState({ unitId: 'u1', tenantId: 't1' }))?.leaseId).toBeUndefined();
  });

  it('ignores navigation state that is not a prefill, and values of the wrong kind', () => {
    expect(readPaymentPrefill(null)).toBeNull();
    expect(readPaymentPrefill({ other: 1 })).toBeNull();
    expect(readPaymentPrefill({ recordPayment: { amount: 'ten', paymentType: 'bribe', unitId: '' } })).toEqual({
      unitId: undefined,
      propertyId: undefined,
      tenantId: undefined,
      leaseId: undefined,
      amount: undefined,
      paymentType: undefined,
      dueDate: undefined,
    });
  });
});
