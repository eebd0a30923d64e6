/**
 * What the page's part of the browser mock needs besides the mock API's worker: MSW's service worker,
 * the identity provider (it keeps its keys and sessions in localStorage, which only the page reads) and
 * the dispatching handler (support/dispatch.ts). src/main.tsx asks for this chunk at the same time as
 * mocks/browser.ts, which starts the mock API's worker as soon as its own small chunk is in, while this
 * one still downloads and compiles.
 */
// First: every handler's JSON answers are made without MSW's Blob (./support/json-response.ts).
import './support/json-response';

export { setupWorker } from 'msw/browser';
export { http, passthrough } from 'msw';
export { idpHandlers } from './idp/handlers';
export { dispatchByArea } from './support/dispatch';
