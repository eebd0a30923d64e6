import * as yup from 'yup';
import { emptyToUndefined, optionalNumber, optionalText } from '@/lib/forms';
import type {
  MaintenanceCategory,
  MaintenancePriority,
  MaintenanceRequest,
  MaintenanceRequestCreate,
  MaintenanceRequestUpdate,
} from '@/lib/api/schema.gen';
import { now as clockNow } from '@/lib/clock';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES } from './maintenance-options';

/** Spec 3 §5 "Create maintenance request", verbatim. */
export const CREATE_REQUEST_MESSAGES = {
  propertyRequired: 'Property is required',
  unitRequired: 'Unit is required',
  titleRequired: 'Title is required',
  titleMax: 'Title cannot be longer than 255 characters',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description cannot be longer than 5000 characters',
  categoryRequired: 'Category is required',
  priorityRequired: 'Priority is required',
  // Not in the spec (it only says "a number, step 0.01"); the contract's minimum is 0, so the edit
  // form's wording is used for a negative amount.
  estimatedCostNumber: 'Estimated cost must be a number',
  estimatedCostPositive: 'Estimated cost must be positive',
  // Not in the spec: the contract caps internal notes at 5000 characters.
  internalNotesMax: 'Internal notes cannot be longer than 5000 characters',
} as const;

/** Spec 3 §5 "Edit maintenance request", verbatim (they differ from create's). */
export const EDIT_REQUEST_MESSAGES = {
  titleRequired: 'Title is required',
  titleMax: 'Title must be less than 255 characters',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description must be less than 5000 characters',
  categoryRequired: 'Category is required',
  priorityRequired: 'Priority is required',
  estimatedCostPositive: 'Estimated cost must be positive',
  actualCostPositive: 'Actual cost must be positive',
  notesMax: 'Notes must be less than 5000 characters',
} as const;

type NumberValue = number | string;

export interface CreateRequestValues {
  propertyId: string;
  unitId: string;
  title: string;
  description: string;
  category: MaintenanceCategory | '';
  priority: MaintenancePriority | '';
  estimatedCost: NumberValue;
  dueDate: string;
  internalNotes: string;
}

/** Spec 3 §9 "Default priority medium". */
export const emptyCreateRequestValues: CreateRequestValues = {
  propertyId: '',
  unitId: '',
  title: '',
  description: '',
  category: '',
  priority: 'medium',
  estimatedCost: '',
  dueDate: '',
  internalNotes: '',
};

// '' is in each oneOf list so an empty choice gets the "required" message, not the "one of" one.
const money = (numberMessage: string, positiveMessage: string) =>
  yup.number().transform(emptyToUndefined).typeError(numberMessage).min(0, positiveMessage).optional();

/** Step 1: property and unit. */
export const createStep1Schema = yup.object({
  propertyId: yup.string().required(CREATE_REQUEST_MESSAGES.propertyRequired),
  unitId: yup.string().required(CREATE_REQUEST_MESSAGES.unitRequired),
});

/** Step 2: title, description, category, priority. */
export const createStep2Schema = yup.object({
  title: yup.string().trim().required(CREATE_REQUEST_MESSAGES.titleRequired).max(255, CREATE_REQUEST_MESSAGES.titleMax),
  description: yup
    .string()
    .trim()
    .required(CREATE_REQUEST_MESSAGES.descriptionRequired)
    .max(5000, CREATE_REQUEST_MESSAGES.descriptionMax),
  category: yup
    .string()
    .required(CREATE_REQUEST_MESSAGES.categoryRequired)
    .oneOf(['', ...MAINTENANCE_CATEGORIES], CREATE_REQUEST_MESSAGES.categoryRequired),
  priority: yup
    .string()
    .required(CREATE_REQUEST_MESSAGES.priorityRequired)
    .oneOf(['', ...MAINTENANCE_PRIORITIES], CREATE_REQUEST_MESSAGES.priorityRequired),
});

/** Step 3 (optional): estimated cost, due date, internal notes. */
export const createStep3Schema = yup.object({
  estimatedCost: money(CREATE_REQUEST_MESSAGES.estimatedCostNumber, CREATE_REQUEST_MESSAGES.estimatedCostPositive),
  dueDate: yup.string().optional(),
  internalNotes: yup.string().max(5000, CREATE_REQUEST_MESSAGES.internalNotesMax).optional(),
});

export const CREATE_STEP_SCHEMAS = [createStep1Schema, createStep2Schema, createStep3Schema] as const;

export const createRequestSchema = createStep1Schema.concat(createStep2Schema).concat(createStep3Schema);

/**
 * The create form → POST /maintenance-requests (spec 3 §7): source `pm_created`, submitted date now,
 * photos an empty list (photos are added on the new request's page); empty optional values omitted.
 * The form's "Internal Notes" (spec 3 §2 step 3) go to `internalNotes`, the manager-only field: the
 * tenant-visible `notes` are edited later under "Notes (visible to tenant)".
 */
export function toCreateRequestBody(values: CreateRequestValues, now: Date = clockNow()): MaintenanceRequestCreate {
  if (!values.category || !values.priority) throw new Error('Category and priority are required');
  const estimatedCost = optionalNumber(values.estimatedCost, 'estimatedCost');
  const internalNotes = optionalText(values.internalNotes);
  return {
    propertyId: values.propertyId,
    unitId: values.unitId,
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    priority: values.priority,
    source: 'pm_created',
    submittedDate: now.toISOString(),
    photos: [],
    ...(estimatedCost !== null ? { estimatedCost } : {}),
    ...(values.dueDate ? { dueDate: values.dueDate } : {}),
    ...(internalNotes ? { internalNotes } : {}),
  };
}

export interface EditRequestValues {
  title: string;
  description: string;
  category: MaintenanceCategory | '';
  priority: MaintenancePriority | '';
  notes: string;
  estimatedCost: NumberValue;
  actualCost: NumberValue;
}

export const editRequestSchema = yup.object({
  title: yup.string().trim().required(EDIT_REQUEST_MESSAGES.titleRequired).max(255, EDIT_REQUEST_MESSAGES.titleMax),
  description: yup
    .string()
    .trim()
    .required(EDIT_REQUEST_MESSAGES.descriptionRequired)
    .max(5000, EDIT_REQUEST_MESSAGES.descriptionMax),
  category: yup
    .string()
    .required(EDIT_REQUEST_MESSAGES.categoryRequired)
    .oneOf(['', ...MAINTENANCE_CATEGORIES], EDIT_REQUEST_MESSAGES.categoryRequired),
  priority: yup
    .string()
    .required(EDIT_REQUEST_MESSAGES.priorityRequired)
    .oneOf(['', ...MAINTENANCE_PRIORITIES], EDIT_REQUEST_MESSAGES.priorityRequired),
  notes: yup.string().max(5000, EDIT_REQUEST_MESSAGES.notesMax).nullable(),
  // The spec gives only the "positive" messages; a value that is not a number gets the same one.
  estimatedCost: money(
    EDIT_REQUEST_MESSAGES.estimatedCostPositive,
    EDIT_REQUEST_MESSAGES.estimatedCostPositive,
  ).nullable(),
  actualCost: money(EDIT_REQUEST_MESSAGES.actualCostPositive, EDIT_REQUEST_MESSAGES.actualCostPositive).nullable(),
});

export function editRequestValuesOf(request: MaintenanceRequest): EditRequestValues {
  return {
    title: request.title,
    description: request.description,
    category: request.category,
    priority: request.priority,
    notes: request.notes ?? '',
    estimatedCost: request.estimatedCost ?? '',
    actualCost: request.actualCost ?? '',
  };
}

/**
 * The edit form → PUT /maintenance-requests/{id} (spec 3 §7): title, description, category, priority,
 * estimatedCost, actualCost, notes. Never status, property or unit. An emptied notes or cost box is
 * sent as `null` (the partial update then clears it, which is what deleting the text means).
 */
export function toUpdateRequestBody(values: EditRequestValues): MaintenanceRequestUpdate {
  if (!values.category || !values.priority) throw new Error('Category and priority are required');
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    priority: values.priority,
    notes: optionalText(values.notes),
    estimatedCost: optionalNumber(values.estimatedCost, 'estimatedCost'),
    actualCost: optionalNumber(values.actualCost, 'actualCost'),
  };
}
