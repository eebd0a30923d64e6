import { dashboardQueries } from '@/lib/api/queries';
import { DASHBOARD_ACTIVITY_LIMIT, REVENUE_CHART_MONTHS } from '../api/dashboard-queries';

/** /dashboard's first queries: its figures, the last 10 activities and 6 months of revenue. */
export const dashboardRouteQueries = () => ({
  stats: dashboardQueries.stats(),
  activities: dashboardQueries.activities(DASHBOARD_ACTIVITY_LIMIT),
  revenueChart: dashboardQueries.revenueChart(REVENUE_CHART_MONTHS),
});
