import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { useSearchParamsUpdater, type UpdateSearchParams } from './use-search-params-updater';

/** Two updates before the first renders: a click, then a late debounced write. */
function setUp(useHook: () => UpdateSearchParams) {
  let update!: UpdateSearchParams;
  function Page() {
    update = useHook();
    return null;
  }
  const router = createMemoryRouter([{ path: '/units', element: <Page /> }], { initialEntries: ['/units?smart=1'] });
  render(<RouterProvider router={router} />);
  return { router, update: () => update };
}

const set = (key: string, value: string) => (current: URLSearchParams) => {
  current.set(key, value);
  return current;
};

describe('useSearchParamsUpdater', () => {
  it('keeps both of two quick updates (react-router’s functional setter alone loses the first)', async () => {
    const { router, update } = setUp(() => useSearchParamsUpdater()[1]);
    const stale = update();
    await act(async () => {
      stale(set('available', 'true'));
      stale(set('q', 'oak')); // the same (stale) setter, as a debounced effect would hold it
    });
    expect(router.state.location.search).toBe('?smart=1&available=true&q=oak');

    // The plain functional setter, for contrast: the second write starts from the old params.
    const plain = setUp(() => {
      const setParams = useSearchParams()[1];
      return (change) => setParams(change);
    });
    const plainStale = plain.update();
    await act(async () => {
      plainStale(set('available', 'true'));
      plainStale(set('q', 'oak'));
    });
    expect(plain.router.state.location.search).toBe('?smart=1&q=oak');
  });

  it('builds on the URL again once it shows the last update, and skips updates that change nothing', async () => {
    const { router, update } = setUp(() => useSearchParamsUpdater()[1]);
    await act(async () => update()(set('page', '2')));
    await act(async () => router.navigate('/units?smart=1&beds=2')); // e.g. the back button
    await act(async () => update()(set('pets', 'true')));
    expect(router.state.location.search).toBe('?smart=1&beds=2&pets=true');

    const key = router.state.location.key;
    await act(async () => update()(set('pets', 'true')));
    expect(router.state.location.key).toBe(key); // no navigation
    expect(router.state.location.search).toBe('?smart=1&beds=2&pets=true');
  });
});
