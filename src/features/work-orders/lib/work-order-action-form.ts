import * as yup from 'yup';
import type {
  WorkOrderAssignVendor,
  WorkOrderComplete,
  WorkOrderReschedule,
  WorkOrderSchedule,
  WorkOrderStart,
} from '@/lib/api/schema.gen';
import { todayIso } from '@/lib/format';
import { emptyToUndefined } from '@/lib/forms';
import { now as clockNow } from '@/lib/clock';

/**
 * The work order action dialogs (spec 3 §5 "Assign vendor", "Schedule", "Start work", "Complete work"):
 * one Yup schema each with the spec's messages, and one pure mapper each from the form's values to the
 * contract's body. Number boxes hold '' while empty (Formik keeps what was typed).
 */

/** Spec 3 §5 messages, verbatim. */
export const WORK_ORDER_MESSAGES = {
  vendorRequired: 'Please select a vendor',
  assignmentNotesMax: 'Assignment notes cannot be longer than 1000 characters',
  scheduledDateRequired: 'Scheduled date is required',
  scheduledDatePast: 'Scheduled date must be today or in the future',
  scheduledTimeRequired: 'Scheduled time is required',
  estimatedDuration: 'Estimated duration must be a valid number between 0.5 and 24 hours',
  schedulingNotesMax: 'Scheduling notes cannot be longer than 1000 characters',
  startDateRequired: 'Start date is required',
  startDateFuture: 'Start date cannot be in the future',
  startTimeRequired: 'Start time is required',
  startNotesMax: 'Start notes cannot be longer than 500 characters',
  completionNotesRequired: 'Completion notes are required',
  completionNotesMin: 'Completion notes must be at least 10 characters',
  completionNotesMax: 'Completion notes cannot be longer than 5000 characters',
  actualDuration: 'Actual duration must be a valid number between 0.1 and 48 hours',
  laborCost: 'Labor cost must be a valid number',
  materialCost: 'Material cost must be a valid number',
} as const;

/** Spec 3 §9: time slots every 30 minutes from 08:00 to 18:30 (22 slots). */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 22 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
});

/** "08:00" → "8:00 AM", "18:30" → "6:30 PM". */
export function slotLabel(slot: string): string {
  const [h, m] = slot.split(':').map(Number) as [number, number];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A date box and a time as one local date-time without an offset: `2026-11-25T09:30:00` (spec 3 §5). */
export const localDateTime = (date: string, time: string) => `${date}T${time}:00`;

/** `text` trimmed, or absent when empty (spec 3 §7: empty values are omitted). */
const optionalText = (text: string) => (text.trim() ? text.trim() : undefined);
const optionalNumber = (value: number | '') => (value === '' ? undefined : value);

// ---------------------------------------------------------------------------------------------- assign

export interface AssignVendorValues {
  vendorId: string;
  assignmentNotes: string;
}

export const emptyAssignVendorValues: AssignVendorValues = { vendorId: '', assignmentNotes: '' };

export const assignVendorSchema = () =>
  yup.object({
    vendorId: yup.string().required(WORK_ORDER_MESSAGES.vendorRequired),
    assignmentNotes: yup.string().max(1000, WORK_ORDER_MESSAGES.assignmentNotesMax),
  });

export function toAssignVendorBody(values: AssignVendorValues): WorkOrderAssignVendor {
  const assignmentNotes = optionalText(values.assignmentNotes);
  return { vendorId: values.vendorId, ...(assignmentNotes ? { assignmentNotes } : {}) };
}

// -------------------------------------------------------------------------------- schedule, reschedule

export interface ScheduleValues {
  scheduledDate: string;
  scheduledTime: string;
  estimatedDuration: number | '';
  schedulingNotes: string;
}

/** The dialog's start: empty for a first schedule; a reschedule starts from the current day, slot and estimate. */
export function scheduleInitialValues(current?: {
  scheduledDate: string | null;
  estimatedDuration: number | null;
}): ScheduleValues {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(current?.scheduledDate ?? '');
  const time = match?.[2] ?? '';
  return {
    scheduledDate: match?.[1] ?? '',
    scheduledTime: TIME_SLOTS.includes(time) ? time : '',
    estimatedDuration: current?.estimatedDuration ?? '',
    schedulingNotes: '',
  };
}

export const scheduleSchema = (now: Date = clockNow()) =>
  yup.object({
    scheduledDate: yup
      .string()
      .required(WORK_ORDER_MESSAGES.scheduledDateRequired)
      // YYYY-MM-DD strings compare as days.
      .test('not-past', WORK_ORDER_MESSAGES.scheduledDatePast, (day) => !day || day >= todayIso(now)),
    scheduledTime: yup
      .string()
      .required(WORK_ORDER_MESSAGES.scheduledTimeRequired)
      .oneOf([...TIME_SLOTS], WORK_ORDER_MESSAGES.scheduledTimeRequired),
    estimatedDuration: yup
      .number()
      .transform(emptyToUndefined)
      .typeError(WORK_ORDER_MESSAGES.estimatedDuration)
      .min(0.5, WORK_ORDER_MESSAGES.estimatedDuration)
      .max(24, WORK_ORDER_MESSAGES.estimatedDuration),
    schedulingNotes: yup.string().max(1000, WORK_ORDER_MESSAGES.schedulingNotesMax),
  });

export function toScheduleBody(values: ScheduleValues): WorkOrderSchedule {
  const estimatedDuration = optionalNumber(values.estimatedDuration);
  const schedulingNotes = optionalText(values.schedulingNotes);
  return {
    scheduledDate: localDateTime(values.scheduledDate, values.scheduledTime),
    ...(estimatedDuration !== undefined ? { estimatedDuration } : {}),
    ...(schedulingNotes ? { schedulingNotes } : {}),
  };
}

/** The reschedule call takes the same fields; its notes are the `reason` that replaces the scheduling notes. */
export function toRescheduleBody(values: ScheduleValues): WorkOrderReschedule {
  const { schedulingNotes, ...rest } = toScheduleBody(values);
  return { ...rest, ...(schedulingNotes ? { reason: schedulingNotes } : {}) };
}

// ------------------------------------------------------------------------------------------------ start

export interface StartWorkValues {
  actualStartDate: string;
  /** The field carries the contract's name, so the server's "Start date cannot be in the future" lands on it. */
  actualStartTime: string;
  startNotes: string;
}

/** Spec 3 §5: defaults to the current date and time. */
export function startWorkInitialValues(now: Date = clockNow()): StartWorkValues {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    actualStartDate: todayIso(now),
    actualStartTime: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
    startNotes: '',
  };
}

export const startWorkSchema = (now: Date = clockNow()) =>
  yup.object({
    actualStartDate: yup
      .string()
      .required(WORK_ORDER_MESSAGES.startDateRequired)
      .test('not-future', WORK_ORDER_MESSAGES.startDateFuture, (day) => !day || day <= todayIso(now)),
    actualStartTime: yup.string().required(WORK_ORDER_MESSAGES.startTimeRequired),
    startNotes: yup.string().max(500, WORK_ORDER_MESSAGES.startNotesMax),
  });

export function toStartBody(values: StartWorkValues): WorkOrderStart {
  const startNotes = optionalText(values.startNotes);
  return {
    actualStartTime: localDateTime(values.actualStartDate, values.actualStartTime),
    ...(startNotes ? { startNotes } : {}),
  };
}

// --------------------------------------------------------------------------------------------- complete

export interface CompleteWorkValues {
  completionNotes: string;
  actualDuration: number | '';
  laborCost: number | string;
  materialCost: number | string;
}

/** Spec 3 §5: the actual duration defaults to the estimated duration. */
export function completeWorkInitialValues(estimatedDuration: number | null): CompleteWorkValues {
  return { completionNotes: '', actualDuration: estimatedDuration ?? '', laborCost: '', materialCost: '' };
}

const cost = (message: string) => yup.number().transform(emptyToUndefined).typeError(message).min(0, message);

export const completeWorkSchema = () =>
  yup.object({
    completionNotes: yup
      .string()
      .trim()
      .required(WORK_ORDER_MESSAGES.completionNotesRequired)
      .min(10, WORK_ORDER_MESSAGES.completionNotesMin)
      .max(5000, WORK_ORDER_MESSAGES.completionNotesMax),
    actualDuration: yup
      .number()
      .transform(emptyToUndefined)
      .typeError(WORK_ORDER_MESSAGES.actualDuration)
      .min(0.1, WORK_ORDER_MESSAGES.actualDuration)
      .max(48, WORK_ORDER_MESSAGES.actualDuration),
    laborCost: cost(WORK_ORDER_MESSAGES.laborCost),
    materialCost: cost(WORK_ORDER_MESSAGES.materialCost),
  });

const amount = (value: number | string) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Spec 3 §2: the dialog shows total cost as labor plus material (an empty or invalid box counts as 0). */
export function completionTotal(values: Pick<CompleteWorkValues, 'laborCost' | 'materialCost'>): number {
  return Math.round(((amount(values.laborCost) ?? 0) + (amount(values.materialCost) ?? 0)) * 100) / 100;
}

/** Photos are a placeholder in this dialog (spec 3 §2, "will be implemented in Phase 2"): none are sent. */
export function toCompleteBody(values: CompleteWorkValues): WorkOrderComplete {
  const actualDuration = optionalNumber(values.actualDuration);
  const laborCost = amount(values.laborCost);
  const materialCost = amount(values.materialCost);
  return {
    completionNotes: values.completionNotes.trim(),
    ...(actualDuration !== undefined ? { actualDuration } : {}),
    ...(laborCost !== undefined ? { laborCost } : {}),
    ...(materialCost !== undefined ? { materialCost } : {}),
    photos: [],
  };
}
