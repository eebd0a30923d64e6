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

/** Chart colours: the theme's brown primary, sage secondary and a neutral (canvas needs literal colours). */
export const CHART_COLOURS = {
  occupied: '#8b5e3c',
  available: '#7f9a6e',
  unavailable: '#a8a29e',
  revenue: '#8b5e3c',
  revenueSynthesised: '#c4a484',
};

export function OccupancyDoughnut({ breakdown }: { breakdown: OccupancyBreakdown }) {
  return (
    <Doughnut
      aria-hidden="true"
      data={{
        labels: ['Occupied', 'Available', 'Unavailable'],
        datasets: [
          {
            data: [breakdown.occupied, breakdown.available, breakdown.unavailable],
            backgroundColor: [CHART_COLOURS.occupied, CHART_COLOURS.available, CHART_COLOURS.unavailable],
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

export function RevenueTrendBars({ bars }: { bars: TrendBar[] }) {
  return (
    <Bar
      aria-hidden="true"
      data={{
        labels: bars.map((bar) => bar.label),
        datasets: [
          {
            label: 'Monthly Revenue',
            data: bars.map((bar) => bar.revenue),
            backgroundColor: bars.map((bar) =>
              bar.synthesised ? CHART_COLOURS.revenueSynthesised : CHART_COLOURS.revenue,
            ),
            borderRadius: 4,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => formatMoney(item.parsed.y) } },
        },
        scales: {
          y: { beginAtZero: true, ticks: { callback: (value) => formatMoney(Number(value)) } },
        },
      }}
    />
  );
}
