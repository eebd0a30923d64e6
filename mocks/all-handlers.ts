// First: every handler's JSON answers are made without MSW's Blob (./support/json-response.ts).
import './support/json-response';
import { apiHandlers } from './handlers/index';
import { idpHandlers } from './idp/handlers';

/** The one handler list behind the browser worker, the Node server and Storybook. */
export const handlers = [...idpHandlers, ...apiHandlers];
