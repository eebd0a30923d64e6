import { basePath, MOCK_IDP_SEGMENT } from '@/lib/config';

const isCallTo = (input: RequestInfo | URL, prefixes: readonly string[]) => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  return url.origin === window.location.origin && prefixes.some((prefix) => url.pathname.startsWith(prefix));
};

/**
 * Until the mock's service worker is active for this page, a request to the mock (`<base>api/`,
 * `<base>mock-idp/`, or the `paths` given) would pass by it to the static host (a 404). The app starts
 * rendering while the worker starts (src/main.tsx), so `fetch` calls to those paths wait for it here;
 * every other request, and every call once the worker is ready, goes straight on. The typed client and
 * the sign-in client both read `globalThis.fetch` at call time (src/lib/api/client.ts,
 * src/lib/auth/user-manager.ts). Uploads (XMLHttpRequest) only start from a user's action, long after
 * the worker is ready.
 */
export function holdMockRequestsUntil(
  ready: Promise<void>,
  base = basePath,
  paths: readonly string[] = ['api/', `${MOCK_IDP_SEGMENT}/`],
): void {
  const original = window.fetch;
  const prefixes = paths.map((path) => `${base}${path}`);
  window.fetch = (input, init) =>
    isCallTo(input, prefixes) ? ready.then(() => original(input, init)) : original(input, init);
  // Settled either way: a failed start fails the held calls (the screens show their error states).
  void ready.then(
    () => (window.fetch = original),
    () => (window.fetch = original),
  );
}

/**
 * Sends the page's `fetch` calls to the mock API (`<base>api/`) straight to `answer` (the mock API's
 * worker), without a round trip through the service worker; a call no handler answers goes on to the
 * network. Every other request goes straight on.
 */
export function answerMockApiCalls(answer: (request: Request) => Promise<Response | undefined>, base = basePath): void {
  const original = window.fetch;
  const prefixes = [`${base}api/`];
  window.fetch = async (input, init) => {
    if (!isCallTo(input, prefixes)) return original(input, init);
    const request = new Request(input instanceof Request ? input : new URL(String(input), window.location.href), init);
    return (await answer(request)) ?? original(request);
  };
}

/**
 * Makes sure the mock's service worker controls this page before MSW starts. A page loaded while the
 * worker was still taking over (a navigation just as the previous page's mock started it) is not
 * controlled: its requests pass the worker by, and MSW's remedy is to reload the page, which races the
 * app's first calls to the identity provider, which then reach the static host (a 404 on every Log In).
 * Here the active worker is asked to claim the page (public/mockServiceWorker-entry.js); on a first
 * visit there is none yet, and the worker MSW registers claims the page as it activates. If no claim
 * comes within `waitMs`, MSW's reload stays the fallback.
 */
export async function claimedByMockWorker(
  scope: string,
  serviceWorker: ServiceWorkerContainer = navigator.serviceWorker,
  waitMs = 3000,
): Promise<void> {
  if (serviceWorker.controller) return;
  const active = (await serviceWorker.getRegistration(scope))?.active;
  if (!active) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    active.postMessage('CLAIM_PAGE');
  });
}
