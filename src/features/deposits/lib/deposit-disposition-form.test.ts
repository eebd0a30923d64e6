import { ApiError } from '@/lib/api/errors';
import { draftDisposition } from '../testing/disposition-fixtures';
import {
  dispositionFormValues,
  emptyDeductionLine,
  liveTotals,
  serverFieldErrors,
  toDispositionUpdate,
  validateDisposition,
  validateFinalize,
  type DispositionFormValues,
} from './deposit-disposition-form';
import { daysLeftText } from './deposit-labels';

const withLines = (...lines: Partial<DispositionFormValues['deductions'][number]>[]): DispositionFormValues => ({
  deductions: lines.map((line) => ({ ...emptyDeductionLine(), ...line })),
  notes: '',
});

describe('the deductions form', () => {
  it('starts from the saved lines, each keeping its id', () => {
    const values = dispositionFormValues(draftDisposition());
    expect(values.deductions).toEqual([
      {
        key: 'd-1',
        id: 'd-1',
        kind: 'cleaning',
        description: 'Carpet cleaning, living room',
        amount: 150,
        photos: [],
      },
    ]);
    expect(values.notes).toBe('');
  });

  it('puts each line’s problem on its own field: description required, amount from $0.01 to $999,999.99', () => {
    const errors = validateDisposition(
      withLines(
        { description: 'Carpet', amount: 150 },
        { description: '  ', amount: '' },
        { description: 'Keys', amount: 1_000_000 },
        { description: 'x'.repeat(201), amount: 'abc' },
      ),
    );
    expect(errors.deductions?.[0]).toBeUndefined();
    expect(errors.deductions?.[1]).toEqual({
      description: 'Description is required',
      amount: 'Amount must be at least $0.01',
    });
    expect(errors.deductions?.[2]).toEqual({ amount: 'Amount must be at most $999,999.99' });
    expect(errors.deductions?.[3]).toEqual({
      description: 'Description must be at most 200 characters',
      amount: 'Amount must be at least $0.01',
    });
    expect(validateDisposition(withLines({ description: 'Carpet', amount: 0.01 }))).toEqual({});
    expect(validateDisposition({ deductions: [], notes: 'x'.repeat(1001) }).notes).toBe(
      'Notes must be at most 1000 characters',
    );
  });

  it('sends the lines in order, trimmed, a saved line with its id and a new one without', () => {
    const body = toDispositionUpdate({
      deductions: [
        { key: 'd-1', id: 'd-1', kind: 'damage', description: ' Broken blinds ', amount: 85, photos: ['/api/files/a'] },
        { key: 'new-1', kind: 'keys', description: 'Two keys', amount: 40, photos: [] },
      ],
      notes: '  ',
    });
    expect(body).toEqual({
      deductions: [
        { id: 'd-1', kind: 'damage', description: 'Broken blinds', amount: 85, photos: ['/api/files/a'] },
        { kind: 'keys', description: 'Two keys', amount: 40, photos: [] },
      ],
      notes: null,
    });
  });

  it('puts a 400’s field errors on their lines (deductions[1].amount)', () => {
    const error = new ApiError(400, {
      title: 'Bad Request',
      status: 400,
      errors: [{ field: 'deductions[1].amount', message: 'Amount must be at least $0.01' }],
    });
    expect(serverFieldErrors(error)).toEqual({ deductions: [undefined, { amount: 'Amount must be at least $0.01' }] });
    expect(serverFieldErrors(new ApiError(409, { title: 'Conflict', status: 409 }))).toBeNull();
  });

  it('recomputes the refund or the balance owed from the lines as typed', () => {
    const d = draftDisposition();
    expect(liveTotals(d, [{ amount: 150 }])).toMatchObject({ totalDeductions: 1800, refundDue: 150, balanceOwed: 0 });
    expect(liveTotals(d, [{ amount: 150 }, { amount: 400.5 }])).toMatchObject({
      deductionsTotal: 550.5,
      refundDue: 0,
      balanceOwed: 250.5,
    });
    expect(liveTotals(d, [{ amount: 'abc' }, { amount: '' }])).toMatchObject({ deductionsTotal: 0, refundDue: 300 });
  });
});

describe('finalize', () => {
  const at = { today: '2026-11-28', moveOutDate: '2026-11-15' };
  const values = { refundDate: '2026-11-28', paymentMethod: 'check' as const, referenceNumber: '' };

  it('takes a refund date from the move-out date to today', () => {
    expect(validateFinalize(values, at)).toEqual({});
    expect(validateFinalize({ ...values, refundDate: '2026-11-15' }, at)).toEqual({});
    expect(validateFinalize({ ...values, refundDate: '2026-11-29' }, at).refundDate).toBe(
      'Refund date cannot be in the future',
    );
    expect(validateFinalize({ ...values, refundDate: '2026-11-14' }, at).refundDate).toBe(
      'Refund date cannot be before the move-out date',
    );
    expect(validateFinalize({ ...values, refundDate: '' }, at).refundDate).toBe('Refund date is required');
  });
});

describe('days left to the deadline', () => {
  it('counts down, says due today, then overdue in red; nothing once final', () => {
    expect(daysLeftText(12)).toEqual({ text: '12 days left', overdue: false });
    expect(daysLeftText(1)).toEqual({ text: '1 day left', overdue: false });
    expect(daysLeftText(0)).toEqual({ text: 'Due today', overdue: false });
    expect(daysLeftText(-3)).toEqual({ text: 'Overdue by 3 days', overdue: true });
    expect(daysLeftText(null)).toBeNull();
  });
});
