import {
  assignmentSchema,
  assignmentToValues,
  bulkAssignmentSchema,
  CLOSE_AFTER_CREATE_MS,
  datesFromLease,
  needsLeaseRefetch,
  newAssignmentValues,
  newBulkAssignmentValues,
  toAssignmentCreateBody,
  toAssignmentUpdateBody,
  toBulkAssignmentBody,
} from './assignment-form';

async function errorsOf(
  schema: ReturnType<typeof assignmentSchema> | ReturnType<typeof bulkAssignmentSchema>,
  values: object,
) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]),
    );
  }
}

describe('assignment form', () => {
  const now = new Date(2026, 2, 10, 15);

  it('defaults: start today, end one year ahead, primary, fixed ids kept', () => {
    expect(newAssignmentValues({ unitId: 'u1' }, now)).toEqual({
      tenantId: '',
      unitId: 'u1',
      leaseId: '',
      isPrimary: true,
      startDate: '2026-03-10',
      endDate: '2027-03-10',
    });
    expect(newBulkAssignmentValues('u1', now)).toEqual({
      tenantIds: [],
      unitId: 'u1',
      leaseId: '',
      startDate: '2026-03-10',
      endDate: '2027-03-10',
    });
  });

  it('requires tenant, unit and start date with the spec messages', async () => {
    expect(await errorsOf(assignmentSchema(), { tenantId: '', unitId: '', startDate: '', endDate: '' })).toEqual({
      tenantId: 'Tenant is required',
      unitId: 'Unit is required',
      startDate: 'Start date is required',
    });
  });

  it('the end date must be after the start date (the same day is refused; empty is fine)', async () => {
    const base = { tenantId: 't', unitId: 'u', startDate: '2026-03-10' };
    expect(await errorsOf(assignmentSchema(), { ...base, endDate: '2026-03-10' })).toEqual({
      endDate: 'End date must be after start date',
    });
    expect(await errorsOf(assignmentSchema(), { ...base, endDate: '2026-03-09' })).toEqual({
      endDate: 'End date must be after start date',
    });
    expect(await errorsOf(assignmentSchema(), { ...base, endDate: '2026-03-11' })).toEqual({});
    expect(await errorsOf(assignmentSchema(), { ...base, endDate: '' })).toEqual({});
  });

  it('bulk: at least one tenant, and the same date rules', async () => {
    expect(
      await errorsOf(bulkAssignmentSchema(), {
        tenantIds: [],
        unitId: 'u',
        startDate: '2026-03-10',
        endDate: '2026-01-01',
      }),
    ).toEqual({
      tenantIds: 'At least one tenant must be selected',
      endDate: 'End date must be after start date',
    });
    expect(
      await errorsOf(bulkAssignmentSchema(), { tenantIds: ['t1'], unitId: '', startDate: '', endDate: '' }),
    ).toEqual({
      unitId: 'Unit is required',
      startDate: 'Start date is required',
    });
  });

  it('selecting a lease fills the dates from it', () => {
    const current = { startDate: '2026-03-10', endDate: '2027-03-10' };
    expect(datesFromLease({ startDate: '2026-02-01', endDate: '2027-01-31' }, current)).toEqual({
      startDate: '2026-02-01',
      endDate: '2027-01-31',
    });
    expect(datesFromLease(null, current)).toBe(current);
  });

  it('create payload: lease or null, isPrimary, dates; update payload omits tenantId and unitId', () => {
    const values = {
      tenantId: 't1',
      unitId: 'u1',
      leaseId: '',
      isPrimary: false,
      startDate: '2026-03-10',
      endDate: '',
    };
    expect(toAssignmentCreateBody(values)).toEqual({
      tenantId: 't1',
      unitId: 'u1',
      leaseId: null,
      isPrimary: false,
      startDate: '2026-03-10',
      endDate: null,
    });
    const update = toAssignmentUpdateBody({ ...values, leaseId: 'l1', endDate: '2026-12-31' });
    expect(update).toEqual({ leaseId: 'l1', isPrimary: false, startDate: '2026-03-10', endDate: '2026-12-31' });
    expect(update).not.toHaveProperty('tenantId');
    expect(update).not.toHaveProperty('unitId');
    expect(
      toBulkAssignmentBody({
        tenantIds: ['a', 'b'],
        unitId: 'u1',
        leaseId: 'l1',
        startDate: '2026-03-10',
        endDate: '',
      }),
    ).toEqual({
      tenantIds: ['a', 'b'],
      unitId: 'u1',
      leaseId: 'l1',
      startDate: '2026-03-10',
      endDate: null,
    });
  });

  it('refetches only when a lease id came back without its lease', () => {
    expect(needsLeaseRefetch({ leaseId: 'l1', lease: null })).toBe(true);
    expect(needsLeaseRefetch({ leaseId: null, lease: null })).toBe(false);
    expect(
      needsLeaseRefetch({
        leaseId: 'l1',
        lease: { id: 'l1', leaseNumber: 'L', startDate: '', endDate: '', status: 'active' },
      }),
    ).toBe(false);
  });

  it('edit values come from the stored assignment', () => {
    expect(
      assignmentToValues({
        tenantId: 't',
        unitId: 'u',
        leaseId: null,
        isPrimary: true,
        startDate: '2026-01-01',
        endDate: null,
      } as never),
    ).toEqual({ tenantId: 't', unitId: 'u', leaseId: '', isPrimary: true, startDate: '2026-01-01', endDate: '' });
  });
});

describe('closing after a create (spec 2 §2)', () => {
  it('closes between 0.3 and 0.5 seconds after a successful create', () => {
    expect(CLOSE_AFTER_CREATE_MS).toBeGreaterThanOrEqual(300);
    expect(CLOSE_AFTER_CREATE_MS).toBeLessThanOrEqual(500);
  });
});
