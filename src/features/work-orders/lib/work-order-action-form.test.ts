import {
  assignVendorSchema,
  completeWorkInitialValues,
  completeWorkSchema,
  completionTotal,
  scheduleInitialValues,
  scheduleSchema,
  slotLabel,
  startWorkInitialValues,
  startWorkSchema,
  TIME_SLOTS,
  toAssignVendorBody,
  toCompleteBody,
  toRescheduleBody,
  toScheduleBody,
  toStartBody,
} from './work-order-action-form';

/** The schema's message for `field` with `values`, or null when it is valid. */
async function messageOf(
  schema: { validateAt: (path: string, value: unknown) => Promise<unknown> },
  field: string,
  values: object,
) {
  try {
    await schema.validateAt(field, values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const NOW = new Date(2026, 10, 24, 10, 15);

describe('Assign vendor (spec 3 §5)', () => {
  const schema = assignVendorSchema();
  it('requires a vendor and limits the notes to 1000 characters', async () => {
    expect(await messageOf(schema, 'vendorId', { vendorId: '' })).toBe('Please select a vendor');
    expect(await messageOf(schema, 'vendorId', { vendorId: 'v1' })).toBeNull();
    expect(await messageOf(schema, 'assignmentNotes', { assignmentNotes: 'a'.repeat(1001) })).toBe(
      'Assignment notes cannot be longer than 1000 characters',
    );
    expect(await messageOf(schema, 'assignmentNotes', { assignmentNotes: 'a'.repeat(1000) })).toBeNull();
  });

  it('sends the vendor and the notes, leaving empty notes out', () => {
    expect(toAssignVendorBody({ vendorId: 'v1', assignmentNotes: '  ' })).toEqual({ vendorId: 'v1' });
    expect(toAssignVendorBody({ vendorId: 'v1', assignmentNotes: ' Call first ' })).toEqual({
      vendorId: 'v1',
      assignmentNotes: 'Call first',
    });
  });
});

describe('Schedule (spec 3 §5)', () => {
  const schema = scheduleSchema(NOW);
  it('offers the half-hour slots from 08:00 to 18:30', () => {
    expect(TIME_SLOTS).toHaveLength(22);
    expect(TIME_SLOTS[0]).toBe('08:00');
    expect(TIME_SLOTS[1]).toBe('08:30');
    expect(TIME_SLOTS.at(-1)).toBe('18:30');
    expect(slotLabel('08:00')).toBe('8:00 AM');
    expect(slotLabel('12:30')).toBe('12:30 PM');
    expect(slotLabel('18:30')).toBe('6:30 PM');
  });

  it('requires a date today or later and a time slot', async () => {
    expect(await messageOf(schema, 'scheduledDate', { scheduledDate: '' })).toBe('Scheduled date is required');
    expect(await messageOf(schema, 'scheduledDate', { scheduledDate: '2026-11-23' })).toBe(
      'Scheduled date must be today or in the future',
    );
    expect(await messageOf(schema, 'scheduledDate', { scheduledDate: '2026-11-24' })).toBeNull();
    expect(await messageOf(schema, 'scheduledTime', { scheduledTime: '' })).toBe('Scheduled time is required');
    expect(await messageOf(schema, 'scheduledTime', { scheduledTime: '18:30' })).toBeNull();
  });

  it('takes an optional duration from 0.5 to 24 hours and notes up to 1000 characters', async () => {
    const message = 'Estimated duration must be a valid number between 0.5 and 24 hours';
    expect(await messageOf(schema, 'estimatedDuration', { estimatedDuration: '' })).toBeNull();
    expect(await messageOf(schema, 'estimatedDuration', { estimatedDuration: 0.4 })).toBe(message);
    expect(await messageOf(schema, 'estimatedDuration', { estimatedDuration: 24.5 })).toBe(message);
    expect(await messageOf(schema, 'estimatedDuration', { estimatedDuration: 0.5 })).toBeNull();
    expect(await messageOf(schema, 'estimatedDuration', { estimatedDuration: 24 })).toBeNull();
    expect(await messageOf(schema, 'schedulingNotes', { schedulingNotes: 'a'.repeat(1001) })).toBe(
      'Scheduling notes cannot be longer than 1000 characters',
    );
  });

  it('sends the date and time as one local date-time, empty values left out', () => {
    const values = {
      scheduledDate: '2026-11-25',
      scheduledTime: '09:30',
      estimatedDuration: '' as const,
      schedulingNotes: '',
    };
    expect(toScheduleBody(values)).toEqual({ scheduledDate: '2026-11-25T09:30:00' });
    expect(toScheduleBody({ ...values, estimatedDuration: 2, schedulingNotes: 'Key at desk' })).toEqual({
      scheduledDate: '2026-11-25T09:30:00',
      estimatedDuration: 2,
      schedulingNotes: 'Key at desk',
    });
    expect(toRescheduleBody({ ...values, estimatedDuration: 3, schedulingNotes: 'Rain' })).toEqual({
      scheduledDate: '2026-11-25T09:30:00',
      estimatedDuration: 3,
      reason: 'Rain',
    });
  });

  it('starts a reschedule from the current day, slot and estimate', () => {
    expect(scheduleInitialValues({ scheduledDate: '2026-11-25T13:00:00', estimatedDuration: 2 })).toEqual({
      scheduledDate: '2026-11-25',
      scheduledTime: '13:00',
      estimatedDuration: 2,
      schedulingNotes: '',
    });
    expect(scheduleInitialValues()).toEqual({
      scheduledDate: '',
      scheduledTime: '',
      estimatedDuration: '',
      schedulingNotes: '',
    });
  });
});

describe('Start work (spec 3 §5)', () => {
  const schema = startWorkSchema(NOW);
  it('defaults to the current date and time', () => {
    expect(startWorkInitialValues(NOW)).toEqual({
      actualStartDate: '2026-11-24',
      actualStartTime: '10:15',
      startNotes: '',
    });
  });

  it('requires a date not in the future, a time, and notes up to 500 characters', async () => {
    expect(await messageOf(schema, 'actualStartDate', { actualStartDate: '' })).toBe('Start date is required');
    expect(await messageOf(schema, 'actualStartDate', { actualStartDate: '2026-11-25' })).toBe(
      'Start date cannot be in the future',
    );
    expect(await messageOf(schema, 'actualStartDate', { actualStartDate: '2026-11-24' })).toBeNull();
    expect(await messageOf(schema, 'actualStartTime', { actualStartTime: '' })).toBe('Start time is required');
    expect(await messageOf(schema, 'startNotes', { startNotes: 'a'.repeat(501) })).toBe(
      'Start notes cannot be longer than 500 characters',
    );
  });

  it('sends one local date-time', () => {
    expect(toStartBody({ actualStartDate: '2026-11-24', actualStartTime: '09:10', startNotes: '' })).toEqual({
      actualStartTime: '2026-11-24T09:10:00',
    });
  });
});

describe('Complete work (spec 3 §5)', () => {
  const schema = completeWorkSchema();
  it('requires completion notes of 10 to 5000 characters', async () => {
    expect(await messageOf(schema, 'completionNotes', { completionNotes: '' })).toBe('Completion notes are required');
    expect(await messageOf(schema, 'completionNotes', { completionNotes: 'Too short' })).toBe(
      'Completion notes must be at least 10 characters',
    );
    expect(await messageOf(schema, 'completionNotes', { completionNotes: 'a'.repeat(5001) })).toBe(
      'Completion notes cannot be longer than 5000 characters',
    );
    expect(await messageOf(schema, 'completionNotes', { completionNotes: 'Long enough' })).toBeNull();
  });

  it('takes an optional duration from 0.1 to 48 hours, defaulting to the estimate', async () => {
    const message = 'Actual duration must be a valid number between 0.1 and 48 hours';
    expect(await messageOf(schema, 'actualDuration', { actualDuration: 0 })).toBe(message);
    expect(await messageOf(schema, 'actualDuration', { actualDuration: 48.5 })).toBe(message);
    expect(await messageOf(schema, 'actualDuration', { actualDuration: '' })).toBeNull();
    expect(completeWorkInitialValues(2.5).actualDuration).toBe(2.5);
    expect(completeWorkInitialValues(null).actualDuration).toBe('');
  });

  it('takes labor and material costs of 0 or more', async () => {
    expect(await messageOf(schema, 'laborCost', { laborCost: -1 })).toBe('Labor cost must be a valid number');
    expect(await messageOf(schema, 'laborCost', { laborCost: 'abc' })).toBe('Labor cost must be a valid number');
    expect(await messageOf(schema, 'materialCost', { materialCost: -0.01 })).toBe(
      'Material cost must be a valid number',
    );
    expect(await messageOf(schema, 'materialCost', { materialCost: 0 })).toBeNull();
  });

  it('totals labor and material, and sends only what was given', () => {
    expect(completionTotal({ laborCost: 180, materialCost: 45.5 })).toBe(225.5);
    expect(completionTotal({ laborCost: '', materialCost: 10.1 })).toBe(10.1);
    expect(
      toCompleteBody({ completionNotes: ' Fixed the leak. ', actualDuration: '', laborCost: 180, materialCost: '' }),
    ).toEqual({ completionNotes: 'Fixed the leak.', laborCost: 180, photos: [] });
  });
});
