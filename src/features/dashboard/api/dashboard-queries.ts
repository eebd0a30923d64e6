import { dashboardQueries } from '@/lib/api/queries';

/** Dashboard activities shown on the page (spec 1 §9: limit 10 on the page, API default 20). */
export const DASHBOARD_ACTIVITY_LIMIT = 10;
/** Revenue Trend months (spec 1 §9). */
export const REVENUE_CHART_MONTHS = 6;

/** The dashboard's first queries: its figures, the last 10 activities and 6 months of revenue. */
export const dashboardPageQueries = () => [
  dashboardQueries.stats(),
  dashboardQueries.activities(DASHBOARD_ACTIVITY_LIMIT),
  dashboardQueries.revenueChart(REVENUE_CHART_MONTHS),
];
