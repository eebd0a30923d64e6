import { CREATE_STEP_SCHEMAS, type CreateRequestValues } from './maintenance-request-form';

/** The three steps of the create form (spec 3 §2 "Create Maintenance Request") and the fields of each. */
export const STEPS = ['Property and Unit', 'Request Details', 'Additional Information (optional)'] as const;
export const STEP_FIELDS: readonly (keyof CreateRequestValues)[][] = [
  ['propertyId', 'unitId'],
  ['title', 'description', 'category', 'priority'],
  ['estimatedCost', 'dueDate', 'internalNotes'],
];

/** Whether a step's fields are valid (each step's schema reads only its own fields). */
export const stepValid = (step: number, values: CreateRequestValues) => CREATE_STEP_SCHEMAS[step]!.isValidSync(values);

/** Percent complete: the share of the three steps that are valid (step 3, optional, once reached). */
export function percentComplete(stepsValid: readonly boolean[], reachedLastStep: boolean): number {
  const done = [stepsValid[0], stepsValid[1], reachedLastStep && stepsValid[2]];
  return Math.round((done.filter(Boolean).length / STEPS.length) * 100);
}
