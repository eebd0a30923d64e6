import { setupServer } from 'msw/node';
import { handlers } from './all-handlers';

/** MSW in Node (Vitest): the same handlers as the browser. */
export const server = setupServer(...handlers);
