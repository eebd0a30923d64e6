import type { components } from '@/lib/api/schema.gen';

export type RentIncreaseRequest = components['schemas']['RentIncreaseRequest'];

export interface RentIncreaseValues {
  increaseType: RentIncreaseRequest['increaseType'];
  increaseAmount: number | '';
  increasePercentage: number | '';
  effectiveDate: string;
  reason: string;
}

export const RENT_INCREASE_MESSAGES = {
  amountRequired: 'Increase amount is required and must be above 0',
  percentageRange: 'Increase percentage must be above 0 and at most 100',
  effectiveDateRequired: 'Effective date is required',
  failed: 'Failed to apply the rent increase. Please try again.',
} as const;

/** The new monthly rent the increase gives (rounded to cents), or null while the increase is incomplete. */
export function previewRent(
  current: number,
  values: Pick<RentIncreaseValues, 'increaseType' | 'increaseAmount' | 'increasePercentage'>,
): number | null {
  if (values.increaseType === 'amount') {
    if (values.increaseAmount === '' || !(values.increaseAmount > 0)) return null;
    return Math.round((current + values.increaseAmount) * 100) / 100;
  }
  if (values.increasePercentage === '' || !(values.increasePercentage > 0) || values.increasePercentage > 100)
    return null;
  return Math.round(current * (1 + values.increasePercentage / 100) * 100) / 100;
}

/** The form's values → POST /leases/{id}/rent-increase (only the figure of the chosen type). */
export function toRentIncreaseBody(values: RentIncreaseValues): RentIncreaseRequest {
  const reason = values.reason.trim();
  return {
    increaseType: values.increaseType,
    ...(values.increaseType === 'amount'
      ? { increaseAmount: Number(values.increaseAmount) }
      : { increasePercentage: Number(values.increasePercentage) }),
    effectiveDate: values.effectiveDate,
    ...(reason ? { reason } : {}),
  };
}
