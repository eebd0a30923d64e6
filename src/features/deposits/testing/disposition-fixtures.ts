import type { DepositDisposition } from '@/lib/api/schema.gen';

/** A draft disposition: $1,950 held, one month's rent unpaid on the ledger, one cleaning line. */
export function draftDisposition(overrides: Partial<DepositDisposition> = {}): DepositDisposition {
  return {
    leaseId: 'l-1',
    leaseNumber: 'L-2026-0142',
    status: 'draft',
    tenant: { id: 't-1', firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', status: 'previous' },
    unit: {
      id: 'u-1',
      unitNumber: '4B',
      monthlyRent: 1650,
      unitType: 'residential',
      bedrooms: 2,
      bathrooms: 1,
      rentalPropertyId: 'p-1',
      isAvailable: true,
    },
    property: {
      id: 'p-1',
      name: 'Maple Court',
      address: '12 Maple St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      lateFeeEnabled: true,
      lateFeeDaysGrace: 5,
    },
    moveOutDate: '2026-11-15',
    depositReturnDays: 30,
    deadline: '2026-12-15',
    daysLeft: 17,
    received: { security: 1650, pet: 300, total: 1950 },
    held: 1950,
    ledgerDeductions: [
      {
        chargeId: 'rent:2026-11',
        paymentType: 'rent',
        description: 'Rent – Nov 2026',
        dueDate: '2026-11-05',
        amount: 1650,
      },
    ],
    deductions: [{ id: 'd-1', kind: 'cleaning', description: 'Carpet cleaning, living room', amount: 150, photos: [] }],
    notes: null,
    ledgerTotal: 1650,
    deductionsTotal: 150,
    totalDeductions: 1800,
    refundDue: 150,
    balanceOwed: 0,
    creditOnAccount: 0,
    finalizedAt: null,
    refundDate: null,
    refundPaymentId: null,
    appliedPaymentId: null,
    returnedLate: null,
    ...overrides,
  };
}

/** The same disposition once final, refunded on the given day. */
export function finalDisposition(overrides: Partial<DepositDisposition> = {}): DepositDisposition {
  return draftDisposition({
    status: 'final',
    daysLeft: null,
    finalizedAt: '2026-11-28T10:00:00.000Z',
    refundDate: '2026-11-28',
    refundPaymentId: 'pay-refund',
    appliedPaymentId: 'pay-applied',
    returnedLate: false,
    ...overrides,
  });
}
