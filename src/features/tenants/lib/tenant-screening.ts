import * as yup from 'yup';
import type { Tenant, TenantUpdate } from '@/lib/api/schema.gen';
import { optionalNumber } from '@/lib/forms';
import { BACKGROUND_CHECK_STATUSES } from './tenant-list-filters';

/** Spec 2 §5: credit score input range 300 to 850 (the message is ours). */
export const CREDIT_SCORE = { min: 300, max: 850, message: 'Credit score must be between 300 and 850' } as const;

/** A check result as the form holds it: '' not run, 'clear', 'found'. */
export type CheckValue = '' | 'clear' | 'found';

export interface ScreeningValues {
  backgroundCheckStatus: string;
  backgroundCheckDate: string;
  backgroundCheckExpiry: string;
  backgroundCheckProvider: string;
  backgroundCheckResults: string;
  creditScore: number | string;
  creditCheckDate: string;
  creditCheckProvider: string;
  criminalHistoryCheck: CheckValue;
  evictionHistoryCheck: CheckValue;
  screeningNotes: string;
}

const check = (value: boolean | null | undefined): CheckValue =>
  value === true ? 'clear' : value === false ? 'found' : '';
const fromCheck = (value: CheckValue) => (value === 'clear' ? true : value === 'found' ? false : null);
const day = (value: string | null | undefined) => (value ?? '').slice(0, 10);

export function toScreeningValues(tenant: Tenant): ScreeningValues {
  return {
    backgroundCheckStatus: tenant.backgroundCheckStatus ?? '',
    backgroundCheckDate: day(tenant.backgroundCheckDate),
    backgroundCheckExpiry: day(tenant.backgroundCheckExpiry),
    backgroundCheckProvider: tenant.backgroundCheckProvider ?? '',
    backgroundCheckResults: tenant.backgroundCheckResults ?? '',
    creditScore: tenant.creditScore ?? '',
    creditCheckDate: day(tenant.creditCheckDate),
    creditCheckProvider: tenant.creditCheckProvider ?? '',
    criminalHistoryCheck: check(tenant.criminalHistoryCheck),
    evictionHistoryCheck: check(tenant.evictionHistoryCheck),
    screeningNotes: tenant.screeningNotes ?? '',
  };
}

export function screeningSchema() {
  return yup.object({
    backgroundCheckStatus: yup.string().oneOf([...BACKGROUND_CHECK_STATUSES, '']),
    creditScore: yup
      .number()
      .transform((value, original) => (original === '' || original === null ? undefined : value))
      .typeError(CREDIT_SCORE.message)
      .integer(CREDIT_SCORE.message)
      .min(CREDIT_SCORE.min, CREDIT_SCORE.message)
      .max(CREDIT_SCORE.max, CREDIT_SCORE.message),
    backgroundCheckProvider: yup.string().max(255, 'Background check provider cannot be longer than 255 characters'),
    creditCheckProvider: yup.string().max(255, 'Credit check provider cannot be longer than 255 characters'),
    backgroundCheckResults: yup.string().max(2000, 'Background check results cannot be longer than 2000 characters'),
    screeningNotes: yup.string().max(2000, 'Screening notes cannot be longer than 2000 characters'),
  });
}

const text = (value: string) => value.trim() || null;

/** The screening fields as a partial update: every screening field (empty ones clear it). */
export function toScreeningBody(values: ScreeningValues): TenantUpdate {
  return {
    backgroundCheckStatus: (BACKGROUND_CHECK_STATUSES as readonly string[]).includes(values.backgroundCheckStatus)
      ? (values.backgroundCheckStatus as (typeof BACKGROUND_CHECK_STATUSES)[number])
      : null,
    backgroundCheckDate: text(values.backgroundCheckDate),
    backgroundCheckExpiry: text(values.backgroundCheckExpiry),
    backgroundCheckProvider: text(values.backgroundCheckProvider),
    backgroundCheckResults: text(values.backgroundCheckResults),
    creditScore: optionalNumber(values.creditScore, 'creditScore'),
    creditCheckDate: text(values.creditCheckDate),
    creditCheckProvider: text(values.creditCheckProvider),
    criminalHistoryCheck: fromCheck(values.criminalHistoryCheck),
    evictionHistoryCheck: fromCheck(values.evictionHistoryCheck),
    screeningNotes: text(values.screeningNotes),
  };
}

/** How a check result reads. */
export function checkLabel(value: boolean | null | undefined): string {
  return value === true ? 'Clear' : value === false ? 'Records found' : 'Not run';
}
