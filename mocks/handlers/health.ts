import { http } from '../http';

export const healthHandlers = [
  http.get('/health', ({ response }) => response(200).json({ status: 'ok', timestamp: new Date().toISOString() })),
];
