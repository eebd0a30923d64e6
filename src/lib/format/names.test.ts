import { MISSING } from './missing';
import { formatAddress, formatPersonName, UNKNOWN_PERSON } from './names';

describe('formatPersonName', () => {
  it('joins first and last name', () => {
    expect(formatPersonName({ firstName: 'Ana', lastName: 'Ruiz' })).toBe('Ana Ruiz');
    expect(formatPersonName({ firstName: 'Ana', lastName: '' })).toBe('Ana');
  });

  it('is Unknown for a missing record or blank names (spec 2 §2)', () => {
    expect(UNKNOWN_PERSON).toBe('Unknown');
    expect(formatPersonName(null)).toBe('Unknown');
    expect(formatPersonName(undefined)).toBe('Unknown');
    expect(formatPersonName({ firstName: ' ', lastName: '' })).toBe('Unknown');
  });
});

describe('formatAddress', () => {
  it('joins the parts in postal order, skipping empty ones', () => {
    expect(
      formatAddress({ address: '5 Birch Rd', city: 'Springfield', state: 'IL', zipCode: '62704', country: 'USA' }),
    ).toBe('5 Birch Rd, Springfield, IL, 62704, USA');
    expect(formatAddress({ address: '5 Birch Rd', city: '', state: 'IL', zipCode: null })).toBe('5 Birch Rd, IL');
  });

  it('says Not specified without any part', () => {
    expect(formatAddress(null)).toBe(MISSING);
    expect(formatAddress({ address: ' ', city: null })).toBe('Not specified');
  });
});
