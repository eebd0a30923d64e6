import { emptyToUndefined, optionalNumber, optionalText, requiredNumber } from './form-values';

describe('form value helpers', () => {
  it('emptyToUndefined treats an empty box, spaces and null as not given and keeps anything else', () => {
    expect(emptyToUndefined(Number.NaN, '')).toBeUndefined();
    expect(emptyToUndefined(Number.NaN, '   ')).toBeUndefined();
    expect(emptyToUndefined(null, null)).toBeUndefined();
    expect(emptyToUndefined(12, '12')).toBe(12);
    expect(emptyToUndefined(0, 0)).toBe(0);
    expect(emptyToUndefined(Number.NaN, 'abc')).toBeNaN();
  });

  it('optionalNumber sends null for an empty value, the number for a given one, and refuses a non-number', () => {
    expect(optionalNumber('', 'yearBuilt')).toBeNull();
    expect(optionalNumber(undefined, 'yearBuilt')).toBeNull();
    expect(optionalNumber(' ', 'yearBuilt')).toBeNull();
    expect(optionalNumber(0, 'floorNumber')).toBe(0);
    expect(optionalNumber('-2', 'floorNumber')).toBe(-2);
    expect(() => optionalNumber('abc', 'purchasePrice')).toThrow('purchasePrice is not a number');
  });

  it('requiredNumber refuses an empty value', () => {
    expect(requiredNumber('1250.5', 'monthlyRent')).toBe(1250.5);
    expect(() => requiredNumber('', 'monthlyRent')).toThrow('monthlyRent is not a number');
  });

  it('optionalText trims and sends null for an empty text', () => {
    expect(optionalText('  Maple  ')).toBe('Maple');
    expect(optionalText('   ')).toBeNull();
    expect(optionalText(null)).toBeNull();
  });
});
