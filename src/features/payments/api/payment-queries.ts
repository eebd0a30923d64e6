import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchAllPayments, paymentQueries } from '@/lib/api/queries';
import type { OverdueSeverity, Payment, PaymentType } from '@/lib/api/schema.gen';
import { PAGE_SIZES } from '@/lib/page-sizes';

/** The payments page asks for 20 a page (spec 2 §7, §9). */
export const PAYMENTS_PAGE_SIZE = PAGE_SIZES.payments;

/** The payments list's filters as the list call takes them (spec 2 §7: startDate, endDate, paymentType). */
export interface PaymentListFilters {
  startDate?: string;
  endDate?: string;
  paymentType?: PaymentType;
}

const filterQuery = (filters: PaymentListFilters) => ({
  ...(filters.startDate ? { startDate: filters.startDate } : {}),
  ...(filters.endDate ? { endDate: filters.endDate } : {}),
  ...(filters.paymentType ? { paymentType: filters.paymentType } : {}),
});

/** One page of the payments list (20 a page, filtered). */
export function paymentsListQuery(filters: PaymentListFilters, page: number) {
  return queryOptions({
    ...paymentQueries.list({ page, limit: PAYMENTS_PAGE_SIZE, ...filterQuery(filters) }),
    placeholderData: keepPreviousData,
  });
}

/** Every payment the list's filters match (Export CSV). */
export function fetchFilteredPayments(filters: PaymentListFilters): Promise<Payment[]> {
  return fetchAllPayments(filterQuery(filters));
}

/**
 * Rows of the overdue report a page (the spec is silent; the large data set's overdue list is too long to
 * fetch and render at once).
 */
export const OVERDUE_PAGE_SIZE = PAGE_SIZES.overdue;

/**
 * The overdue report with its tiles; with `page`, that page of `OVERDUE_PAGE_SIZE` rows and its `meta`
 * (the report's screen), else every row (Export CSV, Print, the late-fee preview).
 */
export function overduePaymentsQuery(filters: { propertyId?: string; severity?: OverdueSeverity }, page?: number) {
  return queryOptions({
    ...paymentQueries.overdue({
      ...(filters.propertyId ? { propertyId: filters.propertyId } : {}),
      ...(filters.severity ? { severity: filters.severity } : {}),
      ...(page ? { page, limit: OVERDUE_PAGE_SIZE } : {}),
    }),
    placeholderData: page ? keepPreviousData : undefined,
  });
}

/** Leases per page of the aging (the totals per property and overall cover every lease). */
export const AGING_PAGE_SIZE = PAGE_SIZES.aging;

/** The aging's filters as the call takes them: the day it is computed on and, optionally, one property. */
export interface AgingFilters {
  asOf: string;
  propertyId?: string;
}

/** One page of the aging on `filters.asOf`, with the totals per property and overall (the Aging view). */
export function agingQuery(filters: AgingFilters, page: number) {
  return queryOptions({
    ...paymentQueries.aging({
      asOf: filters.asOf,
      ...(filters.propertyId ? { propertyId: filters.propertyId } : {}),
      page,
      limit: AGING_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

/** Properties per page of the rent roll (each with a table of its units). */
export const RENT_ROLL_PAGE_SIZE = PAGE_SIZES.rentRoll;

/** The month's totals and one page of properties with their units. */
export function rentRollQuery(month: string, page: number) {
  return queryOptions({
    ...paymentQueries.rentRoll({ month, page, limit: RENT_ROLL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
