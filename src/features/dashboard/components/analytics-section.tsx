import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Card, Heading, SimpleGrid, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatMoney } from '@/lib/format';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { OccupancyBreakdown } from '../lib/dashboard-figures';
import type { TrendBar } from '../lib/revenue-trend';

// chart.js is loaded only here, lazily: its own chunk, fetched when a chart comes near the viewport
// (on a phone the charts are below the fold: a visit that only reads the figures never downloads it).
const OccupancyDoughnut = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.OccupancyDoughnut })));
const RevenueTrendBars = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.RevenueTrendBars })));

let canvasSupport: boolean | undefined;
/**
 * Whether this browser can draw on a canvas. Without a 2D context (very old browsers, jsdom in
 * tests) the chart is skipped and only its text alternative and data table remain.
 */
export function canDrawCharts(): boolean {
  if (canvasSupport === undefined) {
    try {
      canvasSupport = typeof document !== 'undefined' && !!document.createElement('canvas').getContext('2d');
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}

function ChartFrame({ label, children }: { label: string; children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  // role="img" + aria-label: the chart's short text alternative; the canvas inside is aria-hidden.
  // The frame keeps its height while the chart is not drawn yet: nothing moves when it is.
  return (
    <Box ref={ref} role="img" aria-label={label} position="relative" height="260px" width="100%">
      {canDrawCharts() && near && (
        <Suspense
          fallback={
            <Box display="flex" alignItems="center" justifyContent="center" height="100%">
              <Spinner size="md" aria-hidden="true" />
            </Box>
          }
        >
          {children}
        </Suspense>
      )}
    </Box>
  );
}

/** A visually hidden table with a chart's values, for screen-reader users who want the details. */
function HiddenDataTable({
  caption,
  header,
  rows,
}: {
  caption: string;
  header: [string, string];
  rows: [string, string][];
}) {
  // The clip goes on a wrapper, not on the table: a table ignores the 1 px width of visually hidden
  // styles and, positioned absolutely at its full width, made the page 491 px wide on a 375 px phone.
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{header[0]}</th>
            <th scope="col">{header[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

export function occupancyChartLabel(breakdown: OccupancyBreakdown): string {
  return `Occupancy chart: ${breakdown.occupied} occupied, ${breakdown.available} available, ${breakdown.unavailable} unavailable units`;
}

export function revenueChartLabel(bars: TrendBar[]): string {
  return `Revenue trend for the last ${bars.length} months: ${bars
    .map((bar) => `${bar.label} ${formatMoney(bar.revenue)}`)
    .join(', ')}`;
}

export interface AnalyticsSectionProps {
  occupancy: OccupancyBreakdown;
  trend: TrendBar[];
  monthlyRevenue: number;
  annualProjection: number;
  averageRent: number;
}

export function AnalyticsSection({
  occupancy,
  trend,
  monthlyRevenue,
  annualProjection,
  averageRent,
}: AnalyticsSectionProps) {
  return (
    <Stack as="section" aria-labelledby="dashboard-analytics" gap="4">
      <Heading as="h2" size="lg" id="dashboard-analytics">
        Analytics
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Card.Root>
          <Card.Body gap="3">
            <Heading as="h3" size="md">
              Occupancy
            </Heading>
            <ChartFrame label={occupancyChartLabel(occupancy)}>
              <OccupancyDoughnut breakdown={occupancy} />
            </ChartFrame>
            <HiddenDataTable
              caption="Occupancy by unit status"
              header={['Status', 'Units']}
              rows={[
                ['Occupied', String(occupancy.occupied)],
                ['Available', String(occupancy.available)],
                ['Unavailable', String(occupancy.unavailable)],
              ]}
            />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap="3">
            <Heading as="h3" size="md">
              Revenue Trend
            </Heading>
            <ChartFrame label={revenueChartLabel(trend)}>
              <RevenueTrendBars bars={trend} />
            </ChartFrame>
            <HiddenDataTable
              caption="Monthly revenue, last 6 months (earlier months are estimates)"
              header={['Month', 'Revenue']}
              rows={trend.map((bar) => [bar.label, formatMoney(bar.revenue)])}
            />
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <SummaryFigure label="Monthly Revenue" value={formatMoney(monthlyRevenue)} />
              <SummaryFigure label="Annual Projection" value={formatMoney(annualProjection)} />
              <SummaryFigure label="Avg Rent/Unit" value={formatMoney(averageRent)} />
            </SimpleGrid>
            <Text fontSize="xs" color="fg.muted">
              Earlier months are estimated from the current month&apos;s revenue.
            </Text>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}

function SummaryFigure({ label, value }: { label: string; value: string }) {
  return (
    <Box textAlign="center">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Box>
  );
}
