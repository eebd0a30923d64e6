import { saveFile } from '@/lib/save-file';

/**
 * The store's operations the demo controls ask for, wherever the store runs: in the browser the mock
 * API's worker (mocks/worker/mock-api-client.ts installs its own), in tests this page's store (the
 * default here).
 */
export interface StoreCommands {
  /** The name of the file the `file` data set was loaded from, if one was. */
  loadedFileName(): Promise<string | undefined>;
  /** The current data set, with the other tabs' changes, as a snapshot file (gzip) and its name. */
  snapshot(): Promise<{ name: string; bytes: Uint8Array }>;
  /** Checks a snapshot file and saves it as the `file` data set; rejects naming the first bad record. */
  loadData(fileName: string, bytes: Uint8Array): Promise<void>;
  /** Restores the seeded data of the current data set (the other tabs of the data set reload). */
  reset(): Promise<void>;
}

const inPage: StoreCommands = {
  loadedFileName: () => import('./persistence').then((module) => module.loadedFileName()),
  snapshot: () => import('./snapshot/browser-snapshot').then((module) => module.snapshotDownload()),
  loadData: (fileName, bytes) =>
    import('./snapshot/browser-snapshot').then((module) => module.loadDataBytes(fileName, bytes)),
  reset: () => import('./persistence').then((module) => module.resetAndSave()),
};

let commands: StoreCommands = inPage;

export function storeCommands(): StoreCommands {
  return commands;
}

export function setStoreCommands(next: StoreCommands): void {
  commands = next;
}

/** Hands a file to the browser's download. */
export function saveDownload({ name, bytes }: { name: string; bytes: Uint8Array }): string {
  saveFile(new Blob([bytes as BlobPart], { type: 'application/gzip' }), name);
  return name;
}
