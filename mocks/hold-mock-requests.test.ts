import { answerMockApiCalls, claimedByMockWorker, holdMockRequestsUntil } from './hold-mock-requests';

/**
 * The app renders while the mock's service worker starts (src/main.tsx): its calls to the mock must
 * not reach the static host before the worker answers them, and nothing else may wait.
 */
describe('calls to the mock before its worker is ready', () => {
  const realFetch = window.fetch;
  afterEach(() => {
    window.fetch = realFetch;
  });

  function setup() {
    const network = vi.fn((input: RequestInfo | URL) => Promise.resolve(new Response(String(input))));
    window.fetch = network as typeof window.fetch;
    let ready!: () => void;
    let fail!: (error: Error) => void;
    const started = new Promise<void>((resolve, reject) => {
      ready = resolve;
      fail = reject;
    });
    holdMockRequestsUntil(started, '/');
    return { network, ready, fail };
  }

  it('holds /api/ and /mock-idp/ calls until the worker is ready, then sends them', async () => {
    const { network, ready } = setup();
    const api = window.fetch('/api/rental-properties?page=1');
    const token = window.fetch(new Request(`${window.location.origin}/mock-idp/token`, { method: 'POST' }));
    await Promise.resolve();
    expect(network).not.toHaveBeenCalled();
    ready();
    await expect(api.then((r) => r.text())).resolves.toBe('/api/rental-properties?page=1');
    await token;
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('lets every other call through at once: the app’s own files, other origins', () => {
    const { network } = setup();
    void window.fetch('/assets/app.js');
    void window.fetch('https://elsewhere.example/api/x');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('puts fetch back once the worker is ready', async () => {
    const { network, ready } = setup();
    ready();
    await Promise.resolve();
    await Promise.resolve();
    expect(window.fetch).toBe(network);
  });

  it('fails the held calls when the worker cannot start', async () => {
    const { network, fail } = setup();
    const api = window.fetch('/api/units');
    fail(new Error('no service worker'));
    await expect(api).rejects.toThrow('no service worker');
    expect(network).not.toHaveBeenCalled();
  });
});

/**
 * In the browser the mock API runs in a worker (mocks/worker/): the page's fetch calls to `<base>api/`
 * go to it directly, not through the service worker; nothing else does.
 */
describe('fetch calls to the mock API', () => {
  const realFetch = window.fetch;
  afterEach(() => {
    window.fetch = realFetch;
  });

  function setup(answer: (request: Request) => Promise<Response | undefined>) {
    const network = vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(new Response(`network ${input instanceof Request ? input.url : String(input)}`)),
    );
    window.fetch = network as typeof window.fetch;
    const api = vi.fn(answer);
    answerMockApiCalls(api, '/');
    return { network, api };
  }

  it('go to the mock API with their method, headers and body, and get its answer', async () => {
    const { network, api } = setup(async (request) =>
      Response.json(
        { got: `${request.method} ${new URL(request.url).pathname}`, body: await request.text() },
        {
          status: 201,
        },
      ),
    );
    const response = await window.fetch('/api/rental-properties', {
      method: 'POST',
      headers: { Authorization: 'Bearer t' },
      body: '{"name":"A"}',
    });
    expect(response.status).toBe(201);
    await expect(response.json()).resolves.toEqual({ got: 'POST /api/rental-properties', body: '{"name":"A"}' });
    expect(api.mock.calls[0][0].headers.get('Authorization')).toBe('Bearer t');
    expect(network).not.toHaveBeenCalled();
  });

  it('go on to the network when no handler answers; other calls never reach the mock API', async () => {
    const { network, api } = setup(() => Promise.resolve(undefined));
    await expect(window.fetch('/api/nowhere').then((r) => r.text())).resolves.toBe(
      `network ${window.location.origin}/api/nowhere`,
    );
    await window.fetch('/assets/app.js');
    await window.fetch('/mock-idp/token');
    await window.fetch('https://elsewhere.example/api/x');
    expect(api).toHaveBeenCalledTimes(1);
    expect(network).toHaveBeenCalledTimes(4);
  });
});

/**
 * A page that loaded while the mock's service worker was still taking over is not controlled by it:
 * without a claim, its sign-in calls would reach the static host (a 404 on every Log In).
 */
describe('a page the mock worker does not control yet', () => {
  /** A service worker container: `controller` as given, one registration whose active worker claims on CLAIM_PAGE. */
  function container({
    controlled,
    active = true,
    claims = true,
  }: {
    controlled: boolean;
    active?: boolean;
    claims?: boolean;
  }) {
    const events = new EventTarget();
    const posted: unknown[] = [];
    const worker = {
      postMessage: (message: unknown) => {
        posted.push(message);
        if (claims && message === 'CLAIM_PAGE')
          setTimeout(() => events.dispatchEvent(new Event('controllerchange')), 10);
      },
    };
    const serviceWorker = {
      controller: controlled ? worker : null,
      getRegistration: vi.fn(async () => (active ? { active: worker } : undefined)),
      addEventListener: events.addEventListener.bind(events),
    } as unknown as ServiceWorkerContainer;
    return { serviceWorker, posted };
  }

  it('asks the active worker to claim the page and waits until it does', async () => {
    const { serviceWorker, posted } = container({ controlled: false });
    const started = Date.now();
    await claimedByMockWorker('/', serviceWorker, 5000);
    expect(posted).toEqual(['CLAIM_PAGE']);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('asks nothing of a page already controlled, or on a first visit with no worker yet', async () => {
    const controlled = container({ controlled: true });
    await claimedByMockWorker('/', controlled.serviceWorker);
    expect(controlled.posted).toEqual([]);
    const firstVisit = container({ controlled: false, active: false });
    await claimedByMockWorker('/', firstVisit.serviceWorker);
    expect(firstVisit.posted).toEqual([]);
  });

  it('gives up after the wait when no claim comes, leaving MSW its reload', async () => {
    const { serviceWorker, posted } = container({ controlled: false, claims: false });
    await claimedByMockWorker('/', serviceWorker, 50);
    expect(posted).toEqual(['CLAIM_PAGE']);
  });
});
