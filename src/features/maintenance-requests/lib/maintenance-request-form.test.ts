import {
  CREATE_REQUEST_MESSAGES,
  createRequestSchema,
  EDIT_REQUEST_MESSAGES,
  editRequestSchema,
  emptyCreateRequestValues,
  toCreateRequestBody,
  toUpdateRequestBody,
  type CreateRequestValues,
  type EditRequestValues,
} from './maintenance-request-form';
import { toWorkOrderBody, WORK_ORDER_MESSAGES, workOrderInitialValues, workOrderSchema } from './work-order-form';

/** The schema's message for `path`, or undefined when the value passes. */
function messageOf(
  schema: { validateSyncAt: (path: string, value: unknown) => unknown },
  path: string,
  values: unknown,
) {
  try {
    schema.validateSyncAt(path, values);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const validCreate: CreateRequestValues = {
  ...emptyCreateRequestValues,
  propertyId: 'p-1',
  unitId: 'u-1',
  title: 'Leak',
  description: 'Water under the sink',
  category: 'plumbing',
  priority: 'high',
};

describe('create request rules (spec 3 §5)', () => {
  it.each([
    ['propertyId', '', CREATE_REQUEST_MESSAGES.propertyRequired],
    ['unitId', '', CREATE_REQUEST_MESSAGES.unitRequired],
    ['title', '', 'Title is required'],
    ['title', 'x'.repeat(256), 'Title cannot be longer than 255 characters'],
    ['description', '  ', 'Description is required'],
    ['description', 'x'.repeat(5001), 'Description cannot be longer than 5000 characters'],
    ['category', '', 'Category is required'],
    ['category', 'garden', 'Category is required'],
    ['priority', '', 'Priority is required'],
    ['estimatedCost', -1, 'Estimated cost must be positive'],
    ['estimatedCost', 'abc', 'Estimated cost must be a number'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageOf(createRequestSchema, field, { ...validCreate, [field]: value })).toBe(message);
  });

  it('accepts the limits and empty optional values', () => {
    expect(
      createRequestSchema.isValidSync({
        ...validCreate,
        title: 'x'.repeat(255),
        description: 'x'.repeat(5000),
        estimatedCost: '',
      }),
    ).toBe(true);
    expect(createRequestSchema.isValidSync({ ...validCreate, estimatedCost: 125.75 })).toBe(true);
  });

  it('sends source pm_created, the submitted date now, an empty photo list, and omits empty optional values', () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    expect(toCreateRequestBody({ ...validCreate, title: ' Leak ' }, now)).toEqual({
      propertyId: 'p-1',
      unitId: 'u-1',
      title: 'Leak',
      description: 'Water under the sink',
      category: 'plumbing',
      priority: 'high',
      source: 'pm_created',
      submittedDate: '2026-11-24T10:00:00.000Z',
      photos: [],
    });
    expect(
      toCreateRequestBody(
        { ...validCreate, estimatedCost: 99.5, dueDate: '2026-11-26', internalNotes: ' call first ' },
        now,
      ),
    ).toMatchObject({ estimatedCost: 99.5, dueDate: '2026-11-26', internalNotes: 'call first' });
  });
});

const validEdit: EditRequestValues = {
  title: 'Leak',
  description: 'Water',
  category: 'plumbing',
  priority: 'high',
  notes: '',
  estimatedCost: '',
  actualCost: '',
};

describe('edit request rules (spec 3 §5: they differ from create)', () => {
  it.each([
    ['title', '', EDIT_REQUEST_MESSAGES.titleRequired],
    ['title', 'x'.repeat(256), 'Title must be less than 255 characters'],
    ['description', '', 'Description is required'],
    ['description', 'x'.repeat(5001), 'Description must be less than 5000 characters'],
    ['category', '', 'Category is required'],
    ['priority', '', 'Priority is required'],
    ['estimatedCost', -0.01, 'Estimated cost must be positive'],
    ['actualCost', -5, 'Actual cost must be positive'],
    ['notes', 'x'.repeat(5001), 'Notes must be less than 5000 characters'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageOf(editRequestSchema, field, { ...validEdit, [field]: value })).toBe(message);
  });

  it('sends the seven editable fields, emptied ones as null, never status, property or unit', () => {
    expect(toUpdateRequestBody({ ...validEdit, notes: ' Call first ', estimatedCost: 0, actualCost: '' })).toEqual({
      title: 'Leak',
      description: 'Water',
      category: 'plumbing',
      priority: 'high',
      notes: 'Call first',
      estimatedCost: 0,
      actualCost: null,
    });
  });
});

describe('create work order rules (spec 3 §5)', () => {
  const valid = { ...workOrderInitialValues(null), instructions: 'Fix it' };

  it('defaults priority to the request’s, else medium', () => {
    expect(workOrderInitialValues({ priority: 'emergency' }).priority).toBe('emergency');
    expect(workOrderInitialValues(null).priority).toBe('medium');
  });

  it.each([
    ['instructions', ' ', WORK_ORDER_MESSAGES.instructionsRequired],
    ['instructions', 'x'.repeat(5001), 'Instructions cannot be longer than 5000 characters'],
    ['priority', '', 'Priority is required'],
    ['priority', 'urgent', 'Invalid priority'],
    ['estimatedDuration', 0.4, 'Estimated duration must be a valid number'],
    ['estimatedDuration', 100.5, 'Estimated duration must be a valid number'],
    ['estimatedDuration', 1.25, 'Estimated duration must be a valid number'],
    ['estimatedDuration', 'two', 'Estimated duration must be a valid number'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageOf(workOrderSchema, field, { ...valid, [field]: value })).toBe(message);
  });

  it('accepts 0.5 to 100 in half hours, and no duration', () => {
    for (const d of [0.5, 1, 2.5, 100, ''])
      expect(workOrderSchema.isValidSync({ ...valid, estimatedDuration: d })).toBe(true);
  });

  it('omits empty optional values', () => {
    expect(toWorkOrderBody('r-1', { ...valid, instructions: ' Fix it ' })).toEqual({
      maintenanceRequestId: 'r-1',
      instructions: 'Fix it',
      priority: 'medium',
    });
    expect(
      toWorkOrderBody('r-1', { ...valid, vendorId: 'v-1', scheduledDate: '2026-12-01', estimatedDuration: 2.5 }),
    ).toMatchObject({ vendorId: 'v-1', scheduledDate: '2026-12-01', estimatedDuration: 2.5 });
  });
});
