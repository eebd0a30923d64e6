import type { DemoSettings } from '../faults/settings';

/**
 * The messages between the page and the mock API's worker (./mock-api-worker.ts, ./mock-api-client.ts).
 * A request or a response travels as its parts, its body as bytes (transferred, not copied).
 */
export interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface WireResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** The store's operations the demo controls ask for (mocks/store-commands.ts). */
export type Command =
  | { name: 'reset' }
  | { name: 'loadedFileName' }
  | { name: 'snapshot' }
  | { name: 'loadData'; fileName: string; bytes: ArrayBuffer };

export type ToWorker =
  | { type: 'start'; settings: DemoSettings; builtDataSetUrl: string | undefined }
  | { type: 'request'; id: number; request: WireRequest }
  | { type: 'command'; id: number; command: Command };

/**
 * `answer`: the handlers' response; `passthrough`: no handler answers (the page sends the request to
 * the network); `networkError`: the answer is a network failure (a fault). `mark`: a step of the start,
 * marked in the page's performance timeline (read by the load-time measurements).
 */
export type FromWorker =
  | { type: 'answer'; id: number; response: WireResponse }
  | { type: 'passthrough'; id: number }
  | { type: 'networkError'; id: number }
  | { type: 'result'; id: number; value?: unknown; error?: string }
  | { type: 'mark'; name: string };
