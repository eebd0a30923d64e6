import { hashKey } from '@tanstack/react-query';
import { createTestQueryClient } from '@/testing/render';
import { registerRoutePrefetch, prefetchRoute } from './route-prefetch';
import { createAppRouter } from './router';

describe('prefetch on intent', () => {
  afterEach(() => registerRoutePrefetch(undefined));

  it("starts a link's first queries (the loader's) without navigating", async () => {
    const client = createTestQueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
    const router = createAppRouter(client);
    const before = router.state.location.pathname;

    prefetchRoute('/leases?status=active&page=2');

    await vi.waitFor(() =>
      expect(prefetch.mock.calls.map(([options]) => hashKey(options.queryKey))).toEqual([
        hashKey(['leases', 'list', { page: 2, limit: 10, status: 'active' }]),
      ]),
    );
    expect(router.state.location.pathname).toBe(before);
    router.dispose();
  });

  it('starts nothing for a route without first queries, nor before the app registers its router', async () => {
    const client = createTestQueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
    prefetchRoute('/leases');
    const router = createAppRouter(client);
    prefetchRoute('/profile');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prefetch).not.toHaveBeenCalled();
    router.dispose();
  });
});
