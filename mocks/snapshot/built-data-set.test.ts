import { http, HttpResponse } from 'msw';
import { roundCents } from '@/lib/late-fees';
import { builtDataSetBytes } from '../../scripts/built-data-set';
import { db, snapshotDb } from '../db';
import { server } from '../node';
import { DATA_VERSION, detachStore, loadOrSeed, memoryBackend, setBuiltData, setStoreBackend } from '../persistence';
import { postDueRent } from '../queries/accounts';
import { overduePayments } from '../queries/payments';
import { readBuiltDataSet } from './built-data-set';

// A preview build ships the default data set as a file (scripts/vite/built-data-set.ts); a first visit
// reads it instead of seeding. These tests build the file for a given day, serve it, and load the store
// from it as the browser does.
const URL_OF_FILE = 'http://localhost/assets/mock-data-test.json.gz';

function serveBuiltFile(bytes: Uint8Array | undefined) {
  server.use(
    http.get(URL_OF_FILE, () =>
      bytes
        ? new HttpResponse(bytes as BodyInit, { headers: { 'Content-Type': 'application/gzip' } })
        : new HttpResponse(null, { status: 404 }),
    ),
  );
  setBuiltData(() => readBuiltDataSet(URL_OF_FILE, DATA_VERSION));
}

/** A first visit: no saved store, the tables empty until the store is loaded. */
async function firstVisit(today: Date, dataSet: 'default' | 'empty' = 'default') {
  setStoreBackend(memoryBackend());
  for (const table of Object.values(db)) table.clear();
  return loadOrSeed(dataSet, { today });
}

/**
 * What each lease owes past due by the overdue report. A due day is a day of the month, so a moved store's
 * bills keep their amounts while their days overdue may move by a day or two across months of other
 * lengths; the rent records the move leaves out are posted as on any request.
 */
const overdueDays = (today: Date) => {
  const day = today.toISOString().slice(0, 10);
  postDueRent(day);
  const byLease = new Map<string, number>();
  for (const item of overduePayments({}, day))
    byLease.set(item.payment.leaseId!, roundCents((byLease.get(item.payment.leaseId!) ?? 0) + item.balanceDue));
  return [...byLease].sort();
};

afterEach(() => {
  detachStore();
  setBuiltData(() => Promise.resolve(undefined));
});

describe('the data set a preview build ships for the first visit', () => {
  it.each(['2026-11-26', '2027-02-28', '2028-02-29'])(
    'built on %s and read that day: the same records as the store seeded that day, without seeding',
    async (day) => {
      const today = new Date(`${day}T09:30:00Z`);
      serveBuiltFile(await builtDataSetBytes(today));
      const seeded = structuredClone(snapshotDb());

      expect(await firstVisit(today)).toEqual({ source: 'built', shiftedDays: 0 });
      expect(snapshotDb()).toEqual(seeded);
    },
  );

  it('read days after the build: its dates move as a saved store’s do, each lease owes the same past due', async () => {
    const built = new Date('2027-03-05T12:00:00Z');
    serveBuiltFile(await builtDataSetBytes(built));
    const onBuildDay = overdueDays(built);
    expect(onBuildDay.length).toBeGreaterThan(0);

    const later = new Date('2027-03-17T08:00:00Z');
    expect(await firstVisit(later)).toEqual({ source: 'built', shiftedDays: 12 });
    expect(overdueDays(later)).toEqual(onBuildDay);
  });

  it('seeds when the file cannot be read, and for the other data sets', async () => {
    const today = new Date('2026-11-26T10:00:00Z');
    serveBuiltFile(undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await firstVisit(today)).source).toBe('seeded');
    expect(db.properties.count()).toBeGreaterThan(0);

    serveBuiltFile(await builtDataSetBytes(today));
    expect((await firstVisit(today, 'empty')).source).toBe('seeded');
    expect(db.properties.count()).toBe(0);
  });
});
