import { basePath } from '@/lib/config';

/**
 * Until the mock's service worker is active for this page, a request to the mock (`<base>api/`,
 * `<base>mock-idp/`) would pass by it to the static host (a 404). The app starts rendering while the
 * worker starts (src/main.tsx), so `fetch` calls to those paths wait for it here; every other request,
 * and every call once the worker is ready, goes straight on. The typed client and the sign-in client
 * both read `globalThis.fetch` at call time (src/lib/api/client.ts, src/lib/auth/user-manager.ts).
 * Uploads (XMLHttpRequest) only start from a user's action, long after the worker is ready.
 */
export function holdMockRequestsUntil(ready: Promise<void>, base = basePath): void {
  const original = window.fetch;
  const mockPrefixes = [`${base}api/`, `${base}mock-idp/`];
  const isMockCall = (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    return url.origin === window.location.origin && mockPrefixes.some((prefix) => url.pathname.startsWith(prefix));
  };
  window.fetch = (input, init) => (isMockCall(input) ? ready.then(() => original(input, init)) : original(input, init));
  // Settled either way: a failed start fails the held calls (the screens show their error states).
  void ready.then(
    () => (window.fetch = original),
    () => (window.fetch = original),
  );
}
