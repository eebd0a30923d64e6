import { http } from '../http';
import { nowIso } from '../support/time';

export const healthHandlers = [
  http.get('/health', ({ response }) => response(200).json({ status: 'ok', timestamp: nowIso() })),
];
