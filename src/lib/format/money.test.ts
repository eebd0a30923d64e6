import { formatMoney, formatSignedBalance, formatWholeDollars, toAmount } from './money';

describe('formatMoney', () => {
  it('formats USD with two decimals and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(999999.99)).toBe('$999,999.99');
  });

  it('rounds to cents', () => {
    expect(formatMoney(10.005)).toMatch(/^\$10\.0[01]$/);
    expect(formatMoney(0.125)).toMatch(/^\$0\.1[23]$/);
    expect(formatMoney(12.3456)).toBe('$12.35');
  });

  it('shows negatives with a minus sign', () => {
    expect(formatMoney(-50)).toBe('-$50.00');
  });

  it('accepts numeric strings as the API may send decimals as text', () => {
    expect(formatMoney('1200.5')).toBe('$1,200.50');
    expect(formatMoney(' 75 ')).toBe('$75.00');
  });

  it('says "Not specified" when the value is missing or not a number', () => {
    expect(formatMoney(null)).toBe('Not specified');
    expect(formatMoney(undefined)).toBe('Not specified');
    expect(formatMoney('')).toBe('Not specified');
    expect(formatMoney('   ')).toBe('Not specified');
    expect(formatMoney(Number.NaN)).toBe('Not specified');
    expect(formatMoney('abc')).toBe('Not specified');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('Not specified');
  });
});

describe('formatWholeDollars', () => {
  it('rounds to whole dollars without decimals', () => {
    expect(formatWholeDollars(1234.5)).toBe('$1,235');
    expect(formatWholeDollars(1234.49)).toBe('$1,234');
    expect(formatWholeDollars(0)).toBe('$0');
    expect(formatWholeDollars('2500')).toBe('$2,500');
  });

  it('says "Not specified" when missing', () => {
    expect(formatWholeDollars(null)).toBe('Not specified');
    expect(formatWholeDollars('')).toBe('Not specified');
    expect(formatWholeDollars(Number.NaN)).toBe('Not specified');
  });
});

describe('toAmount', () => {
  it('returns the number or null', () => {
    expect(toAmount('12.5')).toBe(12.5);
    expect(toAmount(3)).toBe(3);
    expect(toAmount('')).toBeNull();
    expect(toAmount(undefined)).toBeNull();
  });
});

describe('formatSignedBalance', () => {
  it('shows what is owed as an amount', () => {
    expect(formatSignedBalance(1600)).toBe('$1,600.00');
    expect(formatSignedBalance('88.15')).toBe('$88.15');
  });

  it('shows a negative balance as a credit, without a minus sign', () => {
    expect(formatSignedBalance(-1475)).toBe('Credit $1,475.00');
    expect(formatSignedBalance(-0.5)).toBe('Credit $0.50');
  });

  it('shows nothing owed as $0.00, never "Credit $0.00" or "-$0.00"', () => {
    expect(formatSignedBalance(0)).toBe('$0.00');
    expect(formatSignedBalance(-0)).toBe('$0.00');
    expect(formatSignedBalance(-0.001)).toBe('$0.00');
  });

  it('says "Not specified" when missing', () => {
    expect(formatSignedBalance(null)).toBe('Not specified');
    expect(formatSignedBalance(Number.NaN)).toBe('Not specified');
  });
});
