import { hashKey } from '@tanstack/react-query';
import { createTestQueryClient } from '@/testing/render';
import { registerRoutePrefetch, prefetchRoute } from './route-prefetch';
import { createAppRouter, importOnce } from './router';

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

  it("shares one import of a route's module between the prefetch and the navigation; a failed one is tried again", async () => {
    const module = { Component: () => null };
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    const [{ children }] = importOnce([{ children: [{ path: 'leases', lazy: load }] }]) as [
      { children: [{ lazy: () => Promise<unknown> }] },
    ];
    const lazy = children[0].lazy;

    await expect(lazy()).rejects.toThrow('offline');
    const prefetched = lazy();
    expect(lazy()).toBe(prefetched);
    await expect(prefetched).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
