import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { fetchRecord } from '../deleted-records';
import { paymentKeys } from '../query-keys';
import type { AgingRow, Payment, RentRollProperty } from '../schema.gen';
import { fetchEveryPage, LARGEST_PAGE, SINGLE_ITEM_STALE_MS, type GetQuery } from './shared';

type PaymentListQuery = GetQuery<'/payments'>;

/** Every payment a list query matches (Export CSV): GET /payments with the largest page, page after page. */
export function fetchAllPayments(query: Omit<PaymentListQuery, 'page' | 'limit'>): Promise<Payment[]> {
  return fetchEveryPage((page) =>
    unwrap(api.GET('/payments', { params: { query: { ...query, page, limit: LARGEST_PAGE } } })),
  );
}

/** Every property of a month's rent roll (Export CSV): the largest page, page after page. */
export function fetchWholeRentRoll(month: string): Promise<RentRollProperty[]> {
  return fetchEveryPage((page) =>
    unwrap(api.GET('/payments/rent-roll', { params: { query: { month, page, limit: LARGEST_PAGE } } })),
  );
}

/** Every row of the aging on a day (Export CSV, print): the largest page, page after page. */
export function fetchWholeAging(query: { asOf: string; propertyId?: string }): Promise<AgingRow[]> {
  return fetchEveryPage((page) =>
    unwrap(api.GET('/payments/aging', { params: { query: { ...query, page, limit: LARGEST_PAGE } } })),
  );
}

/** The GET paths of /payments: each one's key and fetcher, defined once. */
export const paymentQueries = {
  /** GET /payments?page&limit&startDate&endDate&paymentType: one page of payments. */
  list: (query: PaymentListQuery) =>
    queryOptions({
      queryKey: paymentKeys.list(query),
      queryFn: () => unwrap(api.GET('/payments', { params: { query } })),
    }),

  /** GET /payments/{id}: the payment, or `null` when it is gone (404 or deleted here). */
  detail: (id: string) =>
    queryOptions({
      queryKey: paymentKeys.detail(id),
      queryFn: (context) => fetchRecord(context, () => unwrap(api.GET('/payments/{id}', { params: { path: { id } } }))),
      staleTime: SINGLE_ITEM_STALE_MS,
      enabled: Boolean(id),
    }),

  /**
   * GET /payments/overdue?propertyId&severity&page&limit: the overdue report with its tiles; with a page,
   * that page of rows and its `meta`, else every row.
   */
  overdue: (query: GetQuery<'/payments/overdue'>) =>
    queryOptions({
      queryKey: paymentKeys.overdueReport(query),
      queryFn: () => unwrap(api.GET('/payments/overdue', { params: { query } })),
    }),

  /** GET /payments/by-tenant|by-unit|by-lease/{id}: a record's payments (first page of 100). */
  by: (owner: 'tenant' | 'unit' | 'lease', id: string) =>
    queryOptions({
      queryKey: paymentKeys.by(owner, id),
      queryFn: () => {
        const options = { params: { path: { id }, query: { page: 1, limit: 100 } } };
        if (owner === 'tenant') return unwrap(api.GET('/payments/by-tenant/{id}', options));
        if (owner === 'unit') return unwrap(api.GET('/payments/by-unit/{id}', options));
        return unwrap(api.GET('/payments/by-lease/{id}', options));
      },
      enabled: Boolean(id),
    }),

  /** GET /payments/aging?asOf&propertyId&page&limit: one page of the aging, with the totals per property and overall. */
  aging: (query: GetQuery<'/payments/aging'>) =>
    queryOptions({
      queryKey: paymentKeys.aging(query),
      queryFn: () => unwrap(api.GET('/payments/aging', { params: { query } })),
    }),

  /** GET /payments/rent-roll?month&page&limit: the month's totals and one page of properties with their units. */
  rentRoll: (query: { month: string; page: number; limit: number }) =>
    queryOptions({
      queryKey: paymentKeys.rentRoll(query),
      queryFn: () => unwrap(api.GET('/payments/rent-roll', { params: { query } })),
    }),
};
