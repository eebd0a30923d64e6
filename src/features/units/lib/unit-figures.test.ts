import { annualRent, bedBathText, rentPerSquareFoot } from './unit-figures';

describe('unit figures', () => {
  it('rent per square foot to 2 decimals', () => {
    expect(rentPerSquareFoot(1650, 940)).toBe('1.76');
    expect(rentPerSquareFoot(1000, 1000)).toBe('1.00');
    expect(rentPerSquareFoot(1, 3)).toBe('0.33');
  });
  it('no rent per square foot without a positive area or a rent', () => {
    expect(rentPerSquareFoot(1000, 0)).toBeNull();
    expect(rentPerSquareFoot(null, 500)).toBeNull();
    expect(rentPerSquareFoot(1000, undefined)).toBeNull();
  });
  it('annual rent is twelve months', () => {
    expect(annualRent(1650.5)).toBe(19806);
    expect(annualRent(null)).toBeNull();
  });
  it('bed/bath text', () => {
    expect(bedBathText(2, 1.5)).toBe('2 / 1.5');
    expect(bedBathText(null, undefined)).toBe('0 / 0');
  });
});
