import { previewRent, toRentIncreaseBody } from './rent-increase';

describe('rent increase', () => {
  it('previews the new rent by amount or percentage, none while incomplete', () => {
    expect(previewRent(1500, { increaseType: 'amount', increaseAmount: 50, increasePercentage: '' })).toBe(1550);
    expect(previewRent(1500, { increaseType: 'percentage', increaseAmount: '', increasePercentage: 3 })).toBe(1545);
    expect(previewRent(1333, { increaseType: 'percentage', increaseAmount: '', increasePercentage: 3.3 })).toBe(
      1376.99,
    );
    expect(previewRent(1500, { increaseType: 'amount', increaseAmount: '', increasePercentage: 3 })).toBeNull();
    expect(previewRent(1500, { increaseType: 'percentage', increaseAmount: 50, increasePercentage: 101 })).toBeNull();
  });

  it('sends only the figure of the chosen type', () => {
    expect(
      toRentIncreaseBody({
        increaseType: 'percentage',
        increaseAmount: 50,
        increasePercentage: 3,
        effectiveDate: '2026-07-01',
        reason: ' Annual ',
      }),
    ).toEqual({ increaseType: 'percentage', increasePercentage: 3, effectiveDate: '2026-07-01', reason: 'Annual' });
    expect(
      toRentIncreaseBody({
        increaseType: 'amount',
        increaseAmount: 50,
        increasePercentage: '',
        effectiveDate: '2026-07-01',
        reason: '',
      }),
    ).toEqual({ increaseType: 'amount', increaseAmount: 50, effectiveDate: '2026-07-01' });
  });
});
