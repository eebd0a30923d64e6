import { useMemo } from 'react';
import { Button, Heading, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { DeferredRender } from '@/components/deferred-render';
import { PageLayout } from '@/components/page-layout';
import { ErrorState, LoadingState } from '@/components/page-states';
import { formatMoney } from '@/lib/format';
import { now as clockNow } from '@/lib/clock';
import { paths } from '@/lib/paths';
import { AnalyticsSection } from '../components/analytics-section';
import { RecentActivity } from '../components/recent-activity';
import { StatCard } from '../components/stat-card';
import {
  activeLeases,
  availableUnits,
  depositReturnsHelp,
  occupancyBreakdown,
  occupancyPercentText,
  occupancyUnitsText,
} from '../lib/dashboard-figures';
import { revenueTrend } from '../lib/revenue-trend';
import { dashboardRouteQueries } from './dashboard-route-queries';

export const DASHBOARD_ERROR_TEXT = 'Error loading dashboard data. Please try again.';

/**
 * /dashboard (spec 1 §2 "Dashboard"). Three queries: stats, the 10 latest activities and the
 * revenue chart. The page waits for stats and activities; either failing shows the spec's error
 * with Retry. The revenue chart only supplies the trend's month axis (the spec synthesises the
 * earlier bars from the current month's revenue, see lib/revenue-trend.ts), so its failure is not
 * fatal: the axis then falls back to the last 6 calendar months computed on the client.
 */
export function Component() {
  const queries = dashboardRouteQueries();
  const stats = useQuery(queries.stats);
  const activities = useQuery(queries.activities);
  const revenueChart = useQuery(queries.revenueChart);

  const refreshing = stats.isFetching || activities.isFetching || revenueChart.isFetching;
  const refetchAll = () => {
    void stats.refetch();
    void activities.refetch();
    void revenueChart.refetch();
  };

  const chartAxis = revenueChart.data?.data;
  const monthlyRevenue = stats.data?.monthlyRevenue ?? 0;
  // Stable per month + revenue (seeded), so re-renders and refreshes do not make the bars jump.
  const trend = useMemo(
    () =>
      revenueTrend(
        monthlyRevenue,
        clockNow(),
        chartAxis?.length || undefined,
        chartAxis?.length ? chartAxis : undefined,
      ),
    [monthlyRevenue, chartAxis],
  );

  let body;
  if (stats.isError || activities.isError) {
    body = <ErrorState title={DASHBOARD_ERROR_TEXT} onRetry={refetchAll} isRetrying={refreshing} />;
  } else if (stats.isPending || activities.isPending) {
    body = <LoadingState label="Loading dashboard" />;
  } else {
    const s = stats.data;
    const available = availableUnits(s);
    const occupancy = occupancyBreakdown(s.totalUnits, s.occupiedUnits, available);
    body = (
      <Stack gap="8">
        <SimpleGrid as="section" aria-label="Key figures" columns={{ base: 2, lg: 4 }} gap="4">
          <StatCard label="Total Properties" value={String(s.totalProperties)} help={`${s.activeProperties} active`} />
          <StatCard label="Total Units" value={String(s.totalUnits)} help={`${available} available`} />
          <StatCard
            label="Occupancy Rate"
            value={occupancyPercentText(s.occupancyRate, s)}
            help={occupancyUnitsText(s)}
          />
          <StatCard
            label="Monthly Revenue"
            value={formatMoney(s.monthlyRevenue)}
            help={`From ${activeLeases(s)} active leases`}
          />
          <StatCard label="Average Rent" value={formatMoney(s.averageRent)} help="Per occupied unit" />
          <StatCard label="Annual Revenue" value={formatMoney(s.yearlyRevenue)} help="Projected yearly total" />
          <StatCard label="Occupied Units" value={String(s.occupiedUnits)} help="Currently leased" />
          <StatCard label="Available Units" value={String(available)} help="Ready for lease" />
        </SimpleGrid>

        <Stack as="section" aria-labelledby="dashboard-maintenance" gap="4">
          <Heading as="h2" size="lg" id="dashboard-maintenance">
            Maintenance Overview
          </Heading>
          <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
            <StatCard label="Open Requests" value={String(s.maintenanceRequests.open)} />
            <StatCard label="In Progress" value={String(s.maintenanceRequests.inProgress)} />
            <StatCard label="Completed" value={String(s.maintenanceRequests.completed)} />
            <StatCard label="Overdue" value={String(s.maintenanceRequests.overdue)} />
          </SimpleGrid>
        </Stack>

        <Stack as="section" aria-labelledby="dashboard-deposits" gap="4">
          <Heading as="h2" size="lg" id="dashboard-deposits">
            Move-outs
          </Heading>
          <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
            <StatCard
              label="Deposit returns due this week"
              value={String(s.depositReturns.dueThisWeek)}
              help={depositReturnsHelp(s.depositReturns)}
              link={{ to: paths.depositReturns(), label: 'View deposit returns' }}
            />
          </SimpleGrid>
        </Stack>

        {/* Below the figures on every screen: drawn in a background render after them. */}
        <DeferredRender>
          <AnalyticsSection
            occupancy={occupancy}
            trend={trend}
            monthlyRevenue={s.monthlyRevenue}
            annualProjection={s.yearlyRevenue}
            averageRent={s.averageRent}
          />

          <RecentActivity activities={activities.data.data} />
        </DeferredRender>
      </Stack>
    );
  }

  return (
    <PageLayout
      title="Dashboard"
      gap="6"
      actions={
        // Not Chakra's `loading` prop: it would hide the label (and the accessible name) while fetching.
        <Button variant="outline" onClick={refetchAll} aria-busy={refreshing}>
          {refreshing ? <Spinner size="xs" aria-hidden="true" /> : null}
          Refresh Data
        </Button>
      }
    >
      {body}
    </PageLayout>
  );
}
