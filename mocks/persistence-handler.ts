import { getResponse, http, type RequestHandler } from 'msw';
import { basePath } from '@/lib/config';
import { commit, sync } from './persistence';

/**
 * The browser worker's handlers (`inner`) behind the shared store's steps: an API call waits for the
 * store (`storeReady`: read or seeded at page load), then for the other tabs' changes it has not seen
 * (`sync`), and its answer leaves only once the records it wrote are stored (`commit`): a 201 the
 * mock sent survives a reload made the moment it arrives. Other requests go to `inner` as they are.
 */
export function durableStore(inner: RequestHandler, storeReady: Promise<unknown>): RequestHandler {
  const apiPrefix = `${basePath}api/`;
  return http.all(
    () => true,
    async ({ request }) => {
      if (!new URL(request.url).pathname.startsWith(apiPrefix)) return getResponse([inner], request);
      await storeReady;
      await sync();
      const response = await getResponse([inner], request);
      await commit();
      return response;
    },
  );
}
