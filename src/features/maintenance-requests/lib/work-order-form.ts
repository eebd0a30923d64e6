import * as yup from 'yup';
import { emptyToUndefined, optionalNumber } from '@/lib/forms';
import type { MaintenancePriority, MaintenanceRequest, WorkOrderCreate } from '@/lib/api/schema.gen';
import { MAINTENANCE_PRIORITIES } from './maintenance-options';

/** Spec 3 §5 "Create work order", verbatim. */
export const WORK_ORDER_MESSAGES = {
  instructionsRequired: 'Work instructions are required',
  instructionsMax: 'Instructions cannot be longer than 5000 characters',
  priorityRequired: 'Priority is required',
  priorityInvalid: 'Invalid priority',
  durationInvalid: 'Estimated duration must be a valid number',
} as const;

export interface WorkOrderFormValues {
  instructions: string;
  priority: MaintenancePriority | '';
  vendorId: string;
  /** `YYYY-MM-DD`, '' for none. */
  scheduledDate: string;
  estimatedDuration: number | string;
}

/** Spec 3 §2: priority defaults to the request's priority, else medium. */
export function workOrderInitialValues(request: Pick<MaintenanceRequest, 'priority'> | null): WorkOrderFormValues {
  return {
    instructions: '',
    priority: request?.priority ?? 'medium',
    vendorId: '',
    scheduledDate: '',
    estimatedDuration: '',
  };
}

/** Spec 3 §5 and §9: duration 0.5 to 100 hours in steps of 0.5, when given. */
export const workOrderSchema = yup.object({
  instructions: yup
    .string()
    .trim()
    .required(WORK_ORDER_MESSAGES.instructionsRequired)
    .max(5000, WORK_ORDER_MESSAGES.instructionsMax),
  priority: yup
    .string()
    .required(WORK_ORDER_MESSAGES.priorityRequired)
    .oneOf(['', ...MAINTENANCE_PRIORITIES], WORK_ORDER_MESSAGES.priorityInvalid),
  vendorId: yup.string().optional(),
  scheduledDate: yup.string().optional(),
  estimatedDuration: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(WORK_ORDER_MESSAGES.durationInvalid)
    .min(0.5, WORK_ORDER_MESSAGES.durationInvalid)
    .max(100, WORK_ORDER_MESSAGES.durationInvalid)
    .test('half-hours', WORK_ORDER_MESSAGES.durationInvalid, (v) => v === undefined || Number.isInteger(v * 2))
    .optional(),
});

/** The form → POST /work-orders; empty optional values are omitted (spec 3 §5). */
export function toWorkOrderBody(requestId: string, values: WorkOrderFormValues): WorkOrderCreate {
  if (!values.priority) throw new Error('Priority is required');
  const estimatedDuration = optionalNumber(values.estimatedDuration, 'estimatedDuration');
  return {
    maintenanceRequestId: requestId,
    instructions: values.instructions.trim(),
    priority: values.priority,
    ...(values.vendorId ? { vendorId: values.vendorId } : {}),
    ...(values.scheduledDate ? { scheduledDate: values.scheduledDate } : {}),
    ...(estimatedDuration !== null ? { estimatedDuration } : {}),
  };
}
