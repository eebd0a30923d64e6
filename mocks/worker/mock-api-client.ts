import type { DemoSettings } from '../faults/settings';
import type { StoreCommands } from '../store-commands';
import type { Command, FromWorker, ToWorker } from './protocol';

/** Statuses whose responses have no body (a Response refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export interface MockApi {
  /** The mock API's answer to a call; undefined when no handler answers it (it goes to the network). */
  answer(request: Request): Promise<Response | undefined>;
  /** The demo controls' operations on the store, run where the store is. */
  commands: StoreCommands;
}

/**
 * Starts the mock API's worker (./mock-api-worker.ts) with the tab's demo settings and returns how the
 * page talks to it. Calls made before the worker has read the saved store wait there, not here.
 */
export function startMockApi(settings: DemoSettings, builtDataSetUrl: string | undefined): MockApi {
  const worker = new Worker(new URL('./mock-api-worker.ts', import.meta.url), { type: 'module', name: 'mock-api' });
  let nextId = 1;
  const waiting = new Map<number, (message: FromWorker) => void>();
  worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
    if (data.type === 'mark') {
      // Visible in the page's performance timeline (read by the load-time measurements of docs/performance.md).
      // The store's source (loaded, built, seeded) as the time from the start; every other step a mark.
      if (/^mock-store:(loaded|built|seeded)$/.test(data.name)) performance.measure(data.name, 'mock-store:start');
      else performance.mark(data.name);
      return;
    }
    const settle = waiting.get(data.id);
    waiting.delete(data.id);
    settle?.(data);
  };
  worker.onerror = (event) => console.error('[mock API] the worker failed', event.message);
  const send = (message: ToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  send({ type: 'start', settings, builtDataSetUrl });

  const call = <T>(command: Command, transfer: Transferable[] = []) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (message) => {
        if (message.type !== 'result') return;
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(message.value as T);
      });
      send({ type: 'command', id, command }, transfer);
    });

  const answer = async (request: Request): Promise<Response | undefined> => {
    const { signal } = request;
    signal.throwIfAborted();
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.clone().arrayBuffer();
    const reply = await new Promise<FromWorker>((resolve, reject) => {
      const id = nextId++;
      const abort = () => {
        waiting.delete(id);
        reject(signal.reason as Error);
      };
      signal.addEventListener('abort', abort, { once: true });
      waiting.set(id, (message) => {
        signal.removeEventListener('abort', abort);
        resolve(message);
      });
      send(
        {
          type: 'request',
          id,
          request: { url: request.url, method: request.method, headers: [...request.headers], body },
        },
        body ? [body] : [],
      );
    });
    if (reply.type === 'passthrough') return undefined;
    if (reply.type !== 'answer') throw new TypeError('Failed to fetch');
    const { status, statusText, headers, body: bytes } = reply.response;
    return new Response(NULL_BODY.has(status) ? null : bytes, { status, statusText, headers });
  };

  return {
    answer,
    commands: {
      loadedFileName: () => call<string | undefined>({ name: 'loadedFileName' }),
      snapshot: () => call<{ name: string; bytes: Uint8Array }>({ name: 'snapshot' }),
      loadData: (fileName, bytes) => {
        const copy = bytes.slice().buffer;
        return call<undefined>({ name: 'loadData', fileName, bytes: copy }, [copy]);
      },
      reset: () => call<undefined>({ name: 'reset' }),
    },
  };
}
