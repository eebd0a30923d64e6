import { currentSeedOptions, resetDb, restoreDb, snapshotDb, type SeedOptions } from './db';

/**
 * Browser persistence of the mock store: a snapshot in localStorage, written after every change,
 * so the data survives reloads of the preview or dev app. Bump DATA_VERSION when the record shapes
 * change, so old snapshots are dropped instead of misread.
 */
const KEY = 'rental-manager:mock-store';
const DATA_VERSION = 2;

interface Stored {
  version: number;
  options: Omit<SeedOptions, 'today'> & { today: string };
  tables: ReturnType<typeof snapshotDb>;
}

export function loadOrSeed(options: Partial<SeedOptions> = {}): void {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw) {
      const stored = JSON.parse(raw) as Stored;
      const wantedSize = options.size ?? currentSeedOptions().size;
      if (stored.version === DATA_VERSION && stored.options.size === wantedSize) {
        restoreDb({ ...stored.options, today: new Date(stored.options.today) }, stored.tables);
        return;
      }
    }
  } catch (error) {
    console.warn('[mock store] ignoring an unreadable snapshot', error);
  }
  resetDb(options);
  save();
}

let pending: ReturnType<typeof setTimeout> | undefined;

/** Writes the snapshot soon (coalescing bursts of changes). */
export function scheduleSave(): void {
  if (pending) clearTimeout(pending);
  pending = setTimeout(save, 50);
}

export function save(): void {
  pending = undefined;
  const options = currentSeedOptions();
  const stored: Stored = {
    version: DATA_VERSION,
    options: { ...options, today: options.today.toISOString() },
    tables: snapshotDb(),
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(stored));
  } catch (error) {
    // Too big for localStorage (e.g. the `large` set): drop the old snapshot so a reload seeds the
    // chosen size afresh instead of loading stale data; changes then last until the page reloads.
    localStorage.removeItem(KEY);
    console.warn('[mock store] could not persist (storage full?); changes last until the next reload', error);
  }
}

/** Back to the seeded data (same seed and size, today's date). */
export function resetAndSave(options: Partial<SeedOptions> = {}): void {
  const { size } = currentSeedOptions();
  resetDb({ size, ...options, today: new Date() });
  save();
}
