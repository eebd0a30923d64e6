import { paymentQueries } from '@/lib/api/queries';
import type { RouteQueryInput } from '@/lib/api/route-queries';
import { todayIso } from '@/lib/format';
import { pageFromParams } from '@/lib/page-param';
import { agingQuery, overduePaymentsQuery, paymentsListQuery, rentRollQuery } from '../api/payment-queries';
import { agingFiltersFromParams, isAgingView } from '../lib/aging-report';
import { overdueFiltersFromParams } from '../lib/overdue-report';
import { paymentFiltersFromParams } from '../lib/payment-list-filters';
import { monthFromParams } from '../lib/rent-roll';

/** /payments: the page its filters (`from`, `to`, `type`, …) and `page` ask for. */
export const paymentsRouteQueries = (search: URLSearchParams) => ({
  list: paymentsListQuery(paymentFiltersFromParams(search), pageFromParams(search)),
});

/** /payments/:id: the payment. */
export const paymentRouteQueries = (_: URLSearchParams, { id }: Pick<RouteQueryInput, 'id'>) => ({
  payment: paymentQueries.detail(id),
});

/** /rent-roll: the `month` asked for (the current one by default, and for a month after it) and its `page`. */
export const rentRollRouteQueries = (
  search: URLSearchParams,
  { today = todayIso() }: Pick<RouteQueryInput, 'today'> = {},
) => ({
  rentRoll: rentRollQuery(monthFromParams(search, today.slice(0, 7)), pageFromParams(search)),
});

/** The severity view's page (its filters and `page`), the one its screen reads. */
export const overdueSeverityQuery = (search: URLSearchParams) =>
  overduePaymentsQuery(overdueFiltersFromParams(search), pageFromParams(search));

/** /overdue-payments: the severity view's page, or the Aging view's (`view=aging`, as of today by default). */
export const overduePaymentsRouteQueries = (
  search: URLSearchParams,
  { today = todayIso() }: Pick<RouteQueryInput, 'today'> = {},
) =>
  isAgingView(search.get('view'))
    ? { aging: agingQuery(agingFiltersFromParams(search, today), pageFromParams(search)) }
    : { overdue: overdueSeverityQuery(search) };
