import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { loadHandlers } from '../all-handlers';
import { db } from '../db';
import { faultHandler } from '../faults/handler';
import { apiModules, gateHandlers } from '../handlers/index';
import { idpHandlers } from '../idp/handlers';
import { dispatchByArea, type AreaModule } from './dispatch';

const ORIGIN = 'http://localhost';
const auth = { Authorization: 'Bearer demo' };

function requests(): Array<() => Request> {
  const unit = db.units.all()[0];
  const tenant = db.tenants.all()[0];
  const json = (method: string, path: string, body: unknown) => () =>
    new Request(`${ORIGIN}/api${path}`, {
      method,
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const get =
    (path: string, headers: Record<string, string> = auth) =>
    () =>
      new Request(`${ORIGIN}${path}`, { headers });
  return [
    get('/api/health', {}),
    get('/api/rental-properties?page=0&size=5'),
    get('/api/units/search?query=1'),
    get(`/api/units/${unit.id}`),
    get('/api/units/no-such-unit'),
    get(`/api/tenants/${tenant.id}`),
    get('/api/tenants', {}), // the auth gate: 401
    get('/api/units?page=-1'), // the query gate: 400
    get('/api/dashboard/stats'),
    get('/api/payments/overdue'),
    get('/api/no-such-area/1'),
    get('/mock-idp/.well-known/openid-configuration', {}),
    json('POST', '/rental-properties', { name: '' }), // invalid body: 400, nothing stored
    json('PUT', `/units/${unit.id}`, { rentAmount: -1 }),
  ];
}

async function answer(response: Response | undefined) {
  if (!response) return undefined;
  // A search's `meta.processingTimeMs` is measured per call: the one figure that differs between two answers.
  const body = (await response.text()).replace(/"processingTimeMs":[\d.]+/, '"processingTimeMs":0');
  return { status: response.status, body };
}

const handlers = await loadHandlers();
const noFaults = faultHandler(() => ({ faults: [], latency: 'off' }));

/** As the browser worker dispatches: the shared handlers given, the API's modules loaded per area. */
const lazily = (first: RequestHandler = noFaults) =>
  dispatchByArea([first, ...idpHandlers, ...gateHandlers], { areas: apiModules });

describe('dispatchByArea', () => {
  it.each([
    ['grouped from the plain list', () => dispatchByArea([noFaults, ...handlers])],
    ['loading each area on its first call', () => lazily()],
  ])('answers every call as the plain handler list does, %s', async (_, dispatcher) => {
    // The same clock for both answers (health and problem bodies carry a timestamp).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const plain = [noFaults, ...handlers];
    const dispatched = [dispatcher()];
    for (const make of requests()) {
      const expected = await answer(await getResponse(plain, make()));
      const actual = await answer(await getResponse(dispatched, make()));
      expect({ url: make().url, ...actual }).toEqual({ url: make().url, ...expected });
    }
  });

  it('loads an area once, on its first call, for calls that arrive together', async () => {
    const load = vi.fn(async () => [http.get('*/api/things/:id', () => HttpResponse.json({ thing: true }))]);
    const other = vi.fn(async () => []);
    const areas: AreaModule[] = [
      { areas: ['things'], load },
      { areas: ['others'], load: other },
    ];
    const dispatched = [dispatchByArea([], { areas })];
    const call = () => getResponse(dispatched, new Request(`${ORIGIN}/api/things/1`));

    const answers = await Promise.all([call(), call()]);
    expect(answers.map((response) => response?.status)).toEqual([200, 200]);
    await call();
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('tries a failed load again on the next call to its area', async () => {
    const load = vi
      .fn<AreaModule['load']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue([http.get('*/api/things', () => HttpResponse.json([]))]);
    const dispatched = [dispatchByArea([], { areas: [{ areas: ['things'], load }] })];
    const call = () => getResponse(dispatched, new Request(`${ORIGIN}/api/things`));

    await expect(call()).rejects.toThrow('Failed to fetch');
    expect((await call())?.status).toBe(200);
  });

  it('passes a request outside the API and the identity provider straight to the network', async () => {
    const response = await getResponse([dispatchByArea(handlers)], new Request(`${ORIGIN}/assets/index-abc.js`));
    expect(response?.headers.get('x-msw-intention')).toBe('passthrough');
  });

  it.each([
    ['grouped from the plain list', (first: RequestHandler) => dispatchByArea([first, ...handlers])],
    ['on the first call to an area loaded on demand', lazily],
  ])('runs the handlers every call passes (the fault layer) before the area handlers, %s', async (_, dispatcher) => {
    const failing = faultHandler(() => ({
      faults: [{ kind: 'error', status: 503, target: 'units', scope: 'all' }],
      latency: 'off',
    }));
    const response = await getResponse(
      [dispatcher(failing)],
      new Request(`${ORIGIN}/api/units?page=0&size=5`, { headers: auth }),
    );
    expect(response?.status).toBe(503);
  });

  it('holds an API call until the store is ready, and answers identity provider calls meanwhile', async () => {
    let ready!: () => void;
    const storeReady = new Promise<void>((resolve) => (ready = resolve));
    const dispatched = [dispatchByArea(handlers, { storeReady })];
    let answered = false;
    const call = getResponse(dispatched, new Request(`${ORIGIN}/api/units?page=1&limit=5`, { headers: auth })).then(
      (response) => {
        answered = true;
        return response;
      },
    );

    const idp = await getResponse(dispatched, new Request(`${ORIGIN}/mock-idp/.well-known/openid-configuration`));
    expect(idp?.status).toBe(200);
    expect(answered).toBe(false);

    ready();
    expect((await call)?.status).toBe(200);
  });
});
