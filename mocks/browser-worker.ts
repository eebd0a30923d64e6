/**
 * What the browser's mock worker needs besides the store: MSW, the identity provider, the handlers
 * every API call passes (the gates, with the contract's query rules) and the fault layer, and the table
 * of the API's handler modules, each a chunk of its own that the dispatching handler loads on the first
 * call to its area (support/dispatch.ts). src/main.tsx asks for this chunk at the same time as
 * mocks/browser.ts, which starts reading the saved store as soon as its own small chunk is in, while
 * this one still downloads and compiles.
 */
// First: every handler's JSON answers are made without MSW's Blob (./support/json-response.ts).
import './support/json-response';

export { setupWorker } from 'msw/browser';
export { idpHandlers } from './idp/handlers';
export { apiModules, gateHandlers } from './handlers/index';
export { faultHandler } from './faults/handler';
export { dispatchByArea } from './support/dispatch';
export { durableStore } from './persistence-handler';
