import { delay, http as mswHttp, HttpResponse } from 'msw';
import { API_PATTERN } from '../http';
import { faultApplies, LATENCY_RANGES, type Fault, type Latency } from './syntax';

export interface FaultSettings {
  faults: readonly Fault[];
  latency: Latency;
}

const TITLES: Record<number, string> = {
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

const DETAILS: Record<number, string> = {
  403: 'You do not have permission to do this (demo fault).',
  404: 'Not found (demo fault).',
  409: 'The record changed or the action is not allowed in its current state (demo fault).',
  413: 'The upload is too large (demo fault).',
  500: 'The server could not answer (demo fault).',
  503: 'The service is unavailable (demo fault).',
  507: 'Storage quota exceeded (demo fault).',
};

/** The API path after `<base>api`, e.g. `/units/u-1`. */
function apiPath(url: URL): string {
  const at = url.pathname.indexOf('/api/');
  return at < 0 ? '/' : url.pathname.slice(at + 4);
}

function randomBetween([low, high]: [number, number]): number {
  return Math.round(low + Math.random() * (high - low));
}

/**
 * The fault layer: one MSW handler, put before every other handler. For each API call it waits the
 * latency, then applies the faults that match in order: `slow` waits and goes on; the first `error`,
 * `never`, `empty` or `network` answers. When nothing answers it falls through to the regular handlers.
 * `settings` is read on every call, so changes apply to the next call.
 */
export function faultHandler(settings: () => FaultSettings) {
  return mswHttp.all(`${API_PATTERN}/*`, async ({ request }) => {
    const { faults, latency } = settings();
    if (!faults.length && latency === 'off') return undefined;
    const url = new URL(request.url);
    const path = apiPath(url);
    if (latency !== 'off' && path !== '/health') await delay(randomBetween(LATENCY_RANGES[latency]));
    for (const fault of faults) {
      if (!faultApplies(fault, request.method, path)) continue;
      switch (fault.kind) {
        case 'slow':
          await delay(fault.ms);
          break;
        case 'error': {
          const status = fault.status ?? 500;
          const body = {
            type: 'about:blank',
            title: TITLES[status] ?? 'Error',
            status,
            detail: DETAILS[status] ?? 'Demo fault.',
          };
          return HttpResponse.json(body, { status, headers: { 'Content-Type': 'application/problem+json' } });
        }
        case 'never':
          await delay('infinite');
          return undefined;
        case 'network':
          return HttpResponse.error();
        case 'empty': {
          // Loaded by the first empty answer: it reads the whole contract, which no other call needs.
          const { emptyAnswer } = await import('./empty-answer');
          const body = emptyAnswer(request.method, path, url.searchParams);
          if (body !== undefined) return HttpResponse.json(body as never);
          break;
        }
      }
    }
    return undefined;
  });
}
