/// <reference lib="webworker" />
/**
 * The mock API in a dedicated Web Worker (dev and the preview; ./mock-api-worker.ts loads this
 * module): the store, its queries, the handlers and the saved store's reads and writes run here, so
 * the page's main thread only forwards each call (./mock-api-client.ts) and stays free to render while
 * the mock works. The page starts it with its demo settings (faults, latency, data set, day); the saved
 * store is read at once, while the handlers load (./mock-api-handlers.ts); every `<base>api/` call then
 * arrives as a message and is answered by the same handlers as in Node. The mock identity provider
 * stays in the page: it keeps its keys and sessions in localStorage, which a worker cannot read.
 */
import type { RequestHandler } from 'msw';
import { setClockDay } from '@/lib/clock';
import type { DemoSettings } from '../faults/settings';
import {
  commit,
  currentDataSetName,
  DATA_VERSION,
  loadedFileName,
  loadOrSeed,
  materializeWhenIdle,
  resetAndSave,
  setAnnouncer,
  setBuiltData,
  setStoreMarks,
  sync,
  type StoreMessage,
} from '../persistence';
import type * as Handlers from './mock-api-handlers';
import type { Command, FromWorker, ToWorker, WireRequest } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

const post = (message: FromWorker, transfer: Transferable[] = []) => self.postMessage(message, transfer);

let settings: DemoSettings = { faults: [], latency: 'off', dataSet: 'default' };
let started!: (handlers: { handler: RequestHandler; module: typeof Handlers }) => void;
/** Once started: the handler chain and its module. */
const ready = new Promise<{ handler: RequestHandler; module: typeof Handlers }>((resolve) => (started = resolve));

function start(next: DemoSettings, builtDataSetUrl: string | undefined): void {
  settings = next;
  // The page's first calls come soon: nothing is done ahead until they have been answered.
  lastCall = performance.now();
  setStoreMarks((name) => post({ type: 'mark', name }));
  // The handlers read the same day as the page's screens.
  setClockDay(next.today ?? null);
  if (builtDataSetUrl)
    setBuiltData(() =>
      import('../snapshot/built-data-set').then((module) => module.readBuiltDataSet(builtDataSetUrl, DATA_VERSION)),
    );
  // The saved store is read while the handlers' modules load.
  const handlers = import('./mock-api-handlers');
  post({ type: 'mark', name: 'mock-store:start' });
  const storeReady = loadOrSeed(next.dataSet).then((loaded) => {
    post({ type: 'mark', name: `mock-store:${loaded.source}` });
    return loaded;
  });
  listenToOtherTabs();
  void handlers.then((module) => {
    started({ handler: module.apiHandler(() => settings, storeReady), module });
    void storeReady.then(() => prepareWhenQuiet(module));
  });
}

/** The other tabs' changes are applied as soon as they are told of (every call applies them in any case). */
function listenToOtherTabs(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel('rental-manager-mock');
  setAnnouncer((message) => channel.postMessage(message));
  channel.onmessage = ({ data }: MessageEvent<StoreMessage>) => {
    if (data.type === 'appended' && data.dataSet === currentDataSetName()) void sync();
  };
}

let calls = 0;
let lastCall = 0;

/** Quiet before the worker parses a table ahead (each takes up to about 0.1 s on the large set). */
const TABLE_QUIET_MS = 150;
/**
 * Quiet before it posts the rent ahead: on the large set every lease's account is built, a step of a
 * few tenths of a second that a call arriving meanwhile would wait for, so it waits for a longer pause
 * (a person reading a screen) than a table's parse.
 */
const RENT_QUIET_MS = 1000;

/** Runs `fn` once no call is under way and none came in for `ms`. */
function whenQuietFor(ms: number, fn: () => void): void {
  const check = () => {
    const wait = calls > 0 ? ms : lastCall + ms - performance.now();
    if (wait > 0) setTimeout(check, wait);
    else fn();
  };
  setTimeout(check, 0);
}

/**
 * While no call comes in, what a first call to another screen would otherwise do is done ahead: each
 * table parsed, then the rent fallen due posted. The page does not wait for any of it; a call that
 * arrives meanwhile waits at most for the step under way.
 */
function prepareWhenQuiet(module: typeof Handlers): void {
  materializeWhenIdle(
    () =>
      whenQuietFor(RENT_QUIET_MS, () => {
        module.postRentDue();
        void commit();
      }),
    (fn) => whenQuietFor(TABLE_QUIET_MS, fn),
  );
}

async function answer(id: number, wire: WireRequest): Promise<void> {
  calls++;
  try {
    const request = new Request(wire.url, {
      method: wire.method,
      headers: wire.headers,
      body: wire.body,
    });
    const { handler, module } = await ready;
    const response = await module.getResponse([handler], request);
    if (!response) post({ type: 'passthrough', id });
    else if (response.type === 'error') post({ type: 'networkError', id });
    else {
      const body = response.body ? await response.arrayBuffer() : null;
      post(
        {
          type: 'answer',
          id,
          response: { status: response.status, statusText: response.statusText, headers: [...response.headers], body },
        },
        body ? [body] : [],
      );
    }
  } catch (error) {
    console.error('[mock worker] a handler failed', error);
    post({ type: 'networkError', id });
  } finally {
    calls--;
    lastCall = performance.now();
  }
}

async function run(command: Command): Promise<{ value?: unknown; transfer?: Transferable[] }> {
  await ready;
  switch (command.name) {
    case 'reset':
      await resetAndSave();
      return {};
    case 'loadedFileName':
      return { value: await loadedFileName() };
    case 'snapshot': {
      const { snapshotDownload } = await import('../snapshot/browser-snapshot');
      const file = await snapshotDownload();
      return { value: file, transfer: [file.bytes.buffer] };
    }
    case 'loadData': {
      const { loadDataBytes } = await import('../snapshot/browser-snapshot');
      await loadDataBytes(command.fileName, new Uint8Array(command.bytes));
      return {};
    }
  }
}

/** Handles one message of the page. */
export function receive({ data }: MessageEvent<ToWorker>): void {
  if (data.type === 'start') start(data.settings, data.builtDataSetUrl);
  else if (data.type === 'request') void answer(data.id, data.request);
  else
    run(data.command).then(
      ({ value, transfer }) => post({ type: 'result', id: data.id, value }, transfer),
      (error: unknown) =>
        post({ type: 'result', id: data.id, error: error instanceof Error ? error.message : String(error) }),
    );
}
