import { getResponse, http as mswHttp, HttpHandler, passthrough, type RequestHandler } from 'msw';
import { basePath, MOCK_IDP_SEGMENT } from '@/lib/config';

/**
 * The browser worker hands MSW every request of the page (scripts, styles, images, not just API
 * calls), and MSW tries its handlers in order until one answers, cloning the request, parsing the
 * page's cookies and matching a path pattern for each. With the mock's many handlers that loop would
 * cost a page load more than the store and the app do. This puts one handler in front of them all:
 * - a request outside `<base>api/` and `<base>mock-idp/` passes straight through to the network;
 * - an API call is answered by the handlers of its first path segment (`/units/...` → the handlers
 *   whose path starts with `/units`), after the handlers every call passes (the fault layer, the
 *   auth and query gates: their path is `<base>api/*`), in the order given.
 * The answers are the same as the plain list's (mocks/support/dispatch.test.ts).
 *
 * `storeReady`: an API call waits for it before any handler sees it (the browser starts the worker
 * while the saved store is still being read, so the app can start meanwhile); identity provider calls
 * never read the store and do not wait.
 */
export function dispatchByArea(
  handlers: readonly RequestHandler[],
  { storeReady }: { storeReady?: Promise<unknown> } = {},
): RequestHandler {
  const apiPrefix = `${basePath}api/`;
  const idpPrefix = `${basePath}${MOCK_IDP_SEGMENT}`;
  const shared: RequestHandler[] = [];
  const groups = new Map<string, RequestHandler[]>();
  const IDP = '(idp)';

  const keyOfPath = (path: string): string | undefined => {
    const api = path.indexOf('/api/');
    if (api >= 0) return path.slice(api + 5).split('/')[0];
    if (path.includes(`/${MOCK_IDP_SEGMENT}`)) return IDP;
    return undefined;
  };

  for (const handler of handlers) {
    const path = handler instanceof HttpHandler && typeof handler.info.path === 'string' ? handler.info.path : '';
    const key = keyOfPath(path);
    if (key === undefined || key === '*' || key.startsWith(':')) {
      // A handler for every call (or one we cannot place): before each group's own, in order.
      shared.push(handler);
      for (const group of groups.values()) group.push(handler);
      continue;
    }
    if (!groups.has(key)) groups.set(key, [...shared]);
    groups.get(key)!.push(handler);
  }

  return mswHttp.all(
    () => true,
    async ({ request }) => {
      const { pathname } = new URL(request.url);
      let key: string | undefined;
      if (pathname.startsWith(apiPrefix)) {
        key = pathname.slice(apiPrefix.length).split('/')[0];
        if (storeReady) await storeReady;
      } else if (pathname.startsWith(idpPrefix)) key = IDP;
      else return passthrough();
      return getResponse(groups.get(key) ?? shared, request);
    },
  );
}
