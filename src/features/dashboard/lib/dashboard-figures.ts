/**
 * Figures the dashboard derives on the client (spec 1 §3 "Dashboard stats", §2 "Dashboard").
 * Typed structurally so they work on the contract's DashboardStats and on plain numbers in tests.
 */
export interface UnitCounts {
  totalUnits: number;
  occupiedUnits: number;
}

/** availableUnits = totalUnits − occupiedUnits (never below 0, in case the server's counts disagree). */
export function availableUnits({ totalUnits, occupiedUnits }: UnitCounts): number {
  return Math.max(0, totalUnits - occupiedUnits);
}

/** activeLeases = occupiedUnits (spec 1 §3: each occupied unit is counted as one active lease). */
export function activeLeases({ occupiedUnits }: UnitCounts): number {
  return occupiedUnits;
}

export interface OccupancyBreakdown {
  occupied: number;
  available: number;
  /** total − occupied − available (never below 0). */
  unavailable: number;
}

/**
 * The occupancy donut's three slices: Occupied, Available, Unavailable = total − occupied − available.
 * With the client-derived `available` (= total − occupied) Unavailable is 0; the formula is kept as
 * the spec states it so a server that ever reports a separate available count slots in unchanged.
 */
export function occupancyBreakdown(total: number, occupied: number, available: number): OccupancyBreakdown {
  return { occupied, available, unavailable: Math.max(0, total - occupied - available) };
}

/** "N of M units" under the Occupancy Rate card. */
export function occupancyUnitsText({ totalUnits, occupiedUnits }: UnitCounts): string {
  return `${occupiedUnits} of ${totalUnits} units`;
}

/**
 * The Occupancy Rate card's value, e.g. "83.3%". The server's `occupancyRate` is a percentage
 * (0–100); it is shown with at most one decimal. A missing rate falls back to occupied / total.
 */
export function occupancyPercentText(rate: number | null | undefined, counts: UnitCounts): string {
  const value =
    typeof rate === 'number' && Number.isFinite(rate)
      ? rate
      : counts.totalUnits > 0
        ? (counts.occupiedUnits / counts.totalUnits) * 100
        : 0;
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`;
}

/** The deposit returns tile's help line: "2 overdue · 5 open" (the open dispositions of every property). */
export function depositReturnsHelp({ open, overdue }: { open: number; overdue: number }): string {
  return `${overdue} overdue · ${open} open`;
}
