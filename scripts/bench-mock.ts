/**
 * Times the mock's heaviest reads on the `large` data set in Node:
 *   npx tsx --tsconfig tsconfig.json scripts/bench-mock.ts
 * Seeds `large` (≥1,000 properties, 10,000 units, and whatever the other seeders add), then runs each
 * query 15 times and prints the median and worst wall time and the median CPU time. Target: median < 50 ms.
 */
import { db, loadSeeder, resetDb } from '../mocks/db/index';
import { globalSearch } from '../mocks/queries/global-search';
import { searchProperties, searchUnits, unitsInOrder } from '../mocks/queries/properties-units';
import { unitView } from '../mocks/views/properties-units';
import { dashboardStats } from '../mocks/queries/dashboard';
import { depositReturns } from '../mocks/queries/deposits';
import { depositReturnView } from '../mocks/views/deposits';
import { paged } from '../mocks/support/request';
import { todayIso } from '../mocks/support/time';

const RUNS = 15;
const TARGET_MS = 50;

/**
 * Wall time and CPU time (user + system) per run. On a busy machine wall time includes waiting for a
 * core; CPU time is what the query itself costs.
 */
function time(label: string, run: () => unknown): { label: string; median: number; worst: number; cpuMedian: number } {
  run(); // warm-up
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  samples.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    label,
    median: samples[Math.floor(RUNS / 2)],
    worst: samples[RUNS - 1],
    cpuMedian: cpu[Math.floor(RUNS / 2)],
  };
}

const seedStarted = performance.now();
await loadSeeder();
resetDb({ size: 'large', today: new Date() });
const seedMs = performance.now() - seedStarted;
console.log(
  `large seed: ${db.properties.count()} properties, ${db.units.count()} units, ${db.tenants.count()} tenants, ` +
    `${db.payments.count()} payments, ${db.maintenanceRequests.count()} maintenance requests in ${seedMs.toFixed(0)} ms`,
);

/** `GET /deposit-returns` (the open ones, first page), as the handler answers it. */
const depositReturnsPage = () => {
  const { rows, summary } = depositReturns(todayIso(), { status: 'open' });
  return { ...paged(rows, { page: 1, limit: 20 }, depositReturnView), summary };
};
const coldStarted = performance.now();
depositReturnsPage();
console.log(
  `deposit returns, first call (every moved-out lease's account made): ${(performance.now() - coldStarted).toFixed(0)} ms`,
);
/** A write to the dispositions table: the list is made again from the kept accounts. */
const touchDispositions = () => {
  const id = 'bench-touch';
  db.depositDispositions.insert({
    id,
    leaseId: id,
    deductions: [],
    notes: null,
    createdAt: '',
    updatedAt: '',
    final: null,
  });
  db.depositDispositions.delete(id);
};

const results = [
  time('global search "park" (limit 10)', () => globalSearch(db, 'park', 10, 0)),
  time('global search "an" (broad, limit 10)', () => globalSearch(db, 'an', 10, 0)),
  time('units search: available, 2+ bedrooms, rent 1000-2500, page 3 of 100', () =>
    searchUnits(db, { isAvailable: true, bedrooms: '2+', minRent: 1000, maxRent: 2500, limit: 100, offset: 200 }),
  ),
  time('units search: q "10" + petAllowed', () =>
    searchUnits(db, { q: '10', petAllowed: true, limit: 100, offset: 0 }),
  ),
  time('units list: page 50 of 100 (all units, ordered)', () => {
    const page = paged(unitsInOrder(db), { page: 50, limit: 100 });
    return page.data.map((u) => unitView(u, db.properties.get(u.rentalPropertyId)));
  }),
  time('properties search: multi-family, 5+ units', () =>
    searchProperties(db, { propertyType: 'multi-family', totalUnits: '5+', limit: 100, offset: 0 }),
  ),
  time('dashboard stats', () => dashboardStats(db, new Date())),
  time('deposit returns: open, page 1 of 20', depositReturnsPage),
  time('deposit returns after a write: open, page 1 of 20', () => {
    touchDispositions();
    return depositReturnsPage();
  }),
];

let failed = false;
for (const r of results) {
  const ok = r.median < TARGET_MS;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'SLOW'} ${r.label.padEnd(72)} median ${r.median.toFixed(2).padStart(7)} ms   worst ${r.worst.toFixed(2).padStart(7)} ms   cpu ${r.cpuMedian.toFixed(2).padStart(7)} ms`,
  );
}
process.exitCode = failed ? 1 : 0;
