// First: every handler's JSON answers are made without MSW's Blob (./support/json-response.ts).
import './support/json-response';
import { loadApiHandlers } from './handlers/index';
import { idpHandlers } from './idp/handlers';

/**
 * The one handler list behind the Node server, the tests and Storybook: the identity provider, then
 * every API handler (the browser worker loads the same API modules area by area: ./browser-worker.ts).
 * A function, not a list awaited at the top of the module: in a bundle (Storybook) the handler modules'
 * chunks import the chunk this module lands in, and a top-level await on them could wait for itself.
 */
export async function loadHandlers() {
  return [...idpHandlers, ...(await loadApiHandlers())];
}
