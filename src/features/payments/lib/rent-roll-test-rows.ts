import type { RentRollUnit } from '@/lib/api/schema.gen';

/** A rent roll row for tests: unit 101 let to Ana Diaz at $1,500, nothing paid, due on 2026-11-05. */
export const rentRollTestRow = (over: Partial<RentRollUnit> = {}): RentRollUnit => ({
  unit: {
    id: 'u1',
    unitNumber: '101',
    monthlyRent: 1500,
    unitType: 'residential',
    bedrooms: 1,
    bathrooms: 1,
    rentalPropertyId: 'p1',
    isAvailable: false,
  },
  tenant: { id: 't1', firstName: 'Ana', lastName: 'Diaz', email: 'a@example.com', status: 'active' },
  expectedRent: 1500,
  amountPaid: 0,
  dueDate: '2026-11-05',
  placeholder: false,
  lateFeeApplied: false,
  ...over,
});
