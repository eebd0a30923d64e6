import { setupServer } from 'msw/node';
import { loadHandlers } from './all-handlers';

/** MSW in Node (Vitest): the same handlers as the browser. */
export const server = setupServer(...(await loadHandlers()));
