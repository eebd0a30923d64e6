import { authGate } from './auth-gate';
import { healthHandlers } from './health';

/**
 * Every API handler, in match order: the auth gate first; within an area, literal paths
 * (e.g. /units/search) before parameterised ones (/units/{id}). Each area module owns one tag.
 */
export const apiHandlers = [
  authGate,
  ...healthHandlers,
];
