import type { PaymentListFilters } from '../api/payment-queries';
import { isPaymentType } from './payment-labels';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The payments list's filters from the URL (`from`, `to`: payment dates; `type`); invalid values are ignored. */
export function paymentFiltersFromParams(params: URLSearchParams): PaymentListFilters {
  const from = params.get('from');
  const to = params.get('to');
  const type = params.get('type');
  return {
    startDate: from && ISO_DAY.test(from) ? from : undefined,
    endDate: to && ISO_DAY.test(to) ? to : undefined,
    paymentType: isPaymentType(type) ? type : undefined,
  };
}
