/**
 * The dashboard's chart.js canvases. This module is only ever imported lazily (see
 * `analytics-section.tsx`), so chart.js + react-chartjs-2 land in their own chunk and only the
 * pieces these two charts need are registered (tree-shaken build).
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';
import { useChakraContext } from '@chakra-ui/react';
import { BROWN, SAGE } from '@/lib/design-tokens';
import { formatMoney } from '@/lib/format';
import type { OccupancyBreakdown } from '../lib/dashboard-figures';
import type { TrendBar } from '../lib/revenue-trend';

ChartJS.register(
  DoughnutController,
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);
// The charts draw their figures once, in one frame, instead of growing them over a second: a phone
// spends that second's sixty redraws on the main thread the manager's next tap needs, and a chart
// still growing when the manager opens another screen redraws under that screen's first paint.
ChartJS.defaults.animation = false;

/**
 * Chart colours, read from the design tokens (a canvas needs the colour values, not CSS variables): the
 * theme's brown primary and sage secondary; the neutral is the theme's gray, read from the Chakra system.
 */
export const CHART_COLOURS = {
  occupied: BROWN[500],
  available: SAGE[500],
  revenue: BROWN[500],
  revenueSynthesised: BROWN[300],
  estimateBackground: BROWN[100],
};
const NEUTRAL_TOKEN = 'colors.gray.400';

export function OccupancyDoughnut({ breakdown }: { breakdown: OccupancyBreakdown }) {
  const unavailable = useChakraContext().token(NEUTRAL_TOKEN);
  return (
    <Doughnut
      aria-hidden="true"
      data={{
        labels: ['Occupied', 'Available', 'Unavailable'],
        datasets: [
          {
            data: [breakdown.occupied, breakdown.available, breakdown.unavailable],
            backgroundColor: [CHART_COLOURS.occupied, CHART_COLOURS.available, unavailable],
            borderWidth: 1,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        cutout: '60%',
        plugins: { legend: { position: 'bottom' } },
      }}
    />
  );
}

/**
 * Diagonal stripes in the estimate colour: an estimated month must not look like recorded history, and a
 * pattern tells them apart without relying on colour alone. Falls back to the plain colour where there is
 * no canvas (tests).
 */
function estimateFill(): CanvasPattern | string {
  const tile = typeof document !== 'undefined' ? document.createElement('canvas') : null;
  const ctx = tile?.getContext?.('2d');
  if (!tile || !ctx) return CHART_COLOURS.revenueSynthesised;
  tile.width = tile.height = 8;
  ctx.fillStyle = CHART_COLOURS.estimateBackground;
  ctx.fillRect(0, 0, 8, 8);
  ctx.strokeStyle = CHART_COLOURS.revenueSynthesised;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(0, 8);
  ctx.lineTo(8, 0);
  ctx.moveTo(-2, 2);
  ctx.lineTo(2, -2);
  ctx.moveTo(6, 10);
  ctx.lineTo(10, 6);
  ctx.stroke();
  return ctx.createPattern(tile, 'repeat') ?? CHART_COLOURS.revenueSynthesised;
}

/** Recorded months solid, estimated months striped with an outline; the legend names both. */
export function RevenueTrendBars({ bars }: { bars: TrendBar[] }) {
  return (
    <Bar
      aria-hidden="true"
      data={{
        labels: bars.map((bar) => bar.label),
        datasets: [
          {
            label: 'Recorded',
            data: bars.map((bar) => (bar.synthesised ? null : bar.revenue)),
            backgroundColor: CHART_COLOURS.revenue,
            borderRadius: 4,
          },
          {
            label: 'Estimated',
            data: bars.map((bar) => (bar.synthesised ? bar.revenue : null)),
            backgroundColor: estimateFill(),
            borderColor: CHART_COLOURS.revenueSynthesised,
            borderWidth: 1,
            borderRadius: 4,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        skipNull: true,
        datasets: { bar: { grouped: false } },
        plugins: {
          legend: { display: true, position: 'bottom' },
          tooltip: {
            callbacks: { label: (item) => `${item.dataset.label}: ${formatMoney(item.parsed.y ?? 0)}` },
          },
        },
        scales: {
          y: { beginAtZero: true, ticks: { callback: (value) => formatMoney(Number(value)) } },
        },
      }}
    />
  );
}
