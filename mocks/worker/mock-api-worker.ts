/// <reference lib="webworker" />
/**
 * The mock API's worker (started by ./mock-api-client.ts): sets up what MSW expects of a page first
 * (./worker-globals.ts; the bundler evaluates a module's imported chunks before its own code, so the
 * rest is a dynamic import), then hands every message to the mock API (./mock-api-server.ts), the ones
 * that arrived meanwhile first.
 */
import './worker-globals';

declare const self: DedicatedWorkerGlobalScope;

const early: MessageEvent[] = [];
self.onmessage = (event) => early.push(event);
void import('./mock-api-server').then(({ receive }) => {
  self.onmessage = receive;
  for (const event of early.splice(0)) receive(event);
});
