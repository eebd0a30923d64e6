import { revenueTrend, TREND_MAX_FACTOR, TREND_MIN_FACTOR } from './revenue-trend';

describe('revenueTrend', () => {
  const now = new Date(2025, 2, 15); // March 2025

  it('covers the last 6 months, oldest first, ending with the current month', () => {
    const bars = revenueTrend(10_000, now);
    expect(bars.map((bar) => bar.month)).toEqual(['2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03']);
    expect(bars.map((bar) => bar.label)).toEqual([
      'Oct 2024',
      'Nov 2024',
      'Dec 2024',
      'Jan 2025',
      'Feb 2025',
      'Mar 2025',
    ]);
  });

  it("shows the current month's revenue as the last bar", () => {
    const bars = revenueTrend(12_345.67, now);
    expect(bars[5]).toMatchObject({ revenue: 12_345.67, synthesised: false });
  });

  it.each([10_000, 1_234.56, 987_654.32, 1])('keeps every synthesised bar within 85–115 %% of %s', (revenue) => {
    for (let month = 0; month < 24; month += 1) {
      const bars = revenueTrend(revenue, new Date(2024, month, 1));
      const earlier = bars.slice(0, 5);
      expect(earlier.every((bar) => bar.synthesised)).toBe(true);
      for (const bar of earlier) {
        // Rounded to cents, so allow half a cent either side.
        expect(bar.revenue).toBeGreaterThanOrEqual(revenue * TREND_MIN_FACTOR - 0.005);
        expect(bar.revenue).toBeLessThanOrEqual(revenue * TREND_MAX_FACTOR + 0.005);
      }
    }
  });

  it('is stable for the same month and revenue (the chart does not jump on re-render)', () => {
    expect(revenueTrend(10_000, now)).toEqual(revenueTrend(10_000, new Date(2025, 2, 28)));
  });

  it('varies the synthesised bars rather than repeating one factor', () => {
    const values = revenueTrend(10_000, now)
      .slice(0, 5)
      .map((bar) => bar.revenue);
    expect(new Set(values).size).toBeGreaterThan(1);
    expect(revenueTrend(10_000, new Date(2025, 3, 1)).slice(0, 5)).not.toEqual(revenueTrend(10_000, now).slice(0, 5));
  });

  it('shows zero bars when there is no revenue', () => {
    expect(revenueTrend(0, now).every((bar) => bar.revenue === 0)).toBe(true);
  });
});

describe('revenueTrend on the server-provided months', () => {
  it("uses the revenue chart endpoint's months as the axis", () => {
    const axis = [
      { month: '2026-09', label: 'Sep 2026' },
      { month: '2026-10', label: 'Oct 2026' },
      { month: '2026-11', label: 'Nov 2026' },
    ];
    const bars = revenueTrend(5_000, new Date(2020, 0, 1), 6, axis);
    expect(bars.map((bar) => bar.label)).toEqual(['Sep 2026', 'Oct 2026', 'Nov 2026']);
    expect(bars[2]).toMatchObject({ month: '2026-11', revenue: 5_000, synthesised: false });
  });
});
