/**
 * What the browser's mock worker needs besides the store: MSW, the handlers (with the contract and its
 * validator) and the fault layer, the larger part of the mock's code. src/main.tsx asks for this chunk
 * at the same time as mocks/browser.ts, which starts reading the saved store as soon as its own small
 * chunk is in, while this one still downloads and compiles.
 */
export { setupWorker } from 'msw/browser';
export { handlers } from './all-handlers';
export { faultHandler } from './faults/handler';
export { dispatchByArea } from './support/dispatch';
export { durableStore } from './persistence-handler';
