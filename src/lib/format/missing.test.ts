import { formatAddress, formatMoney, MISSING, orMissing } from '.';

describe('orMissing', () => {
  it('shows a given value as it is, zero included', () => {
    expect(orMissing('555-0100')).toBe('555-0100');
    expect(orMissing(0)).toBe('0');
    expect(orMissing(712)).toBe('712');
  });

  it('says Not specified for a value nobody gave', () => {
    expect(orMissing(null)).toBe('Not specified');
    expect(orMissing(undefined)).toBe('Not specified');
    expect(orMissing('')).toBe('Not specified');
    expect(orMissing('   ')).toBe('Not specified');
  });

  it('is the word the money and address formatters use', () => {
    expect(formatMoney(null)).toBe(MISSING);
    expect(formatAddress(null)).toBe(MISSING);
  });
});
