import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useLeavingAfterDelete } from './detail-page';

/** One record page whose component the router keeps across navigations to the same route. */
function setUp() {
  let state!: ReturnType<typeof useLeavingAfterDelete>;
  function RecordPage() {
    state = useLeavingAfterDelete();
    return null;
  }
  const router = createMemoryRouter([{ path: '/units/:id', element: <RecordPage /> }], {
    initialEntries: ['/units/u-1'],
  });
  render(<RouterProvider router={router} />);
  return { router, state: () => state };
}

describe('useLeavingAfterDelete', () => {
  it('is leaving only at the location where the delete started', async () => {
    const { router, state } = setUp();
    expect(state().leaving).toBe(false);
    await act(async () => state().start());
    expect(state().leaving).toBe(true);

    // Back at the record's URL as a new location (same component kept): the not-found state shows.
    await act(async () => router.navigate('/units/u-1'));
    expect(state().leaving).toBe(false);
  });

  it('stays on the page when the delete fails', async () => {
    const { state } = setUp();
    await act(async () => state().start());
    await act(async () => state().cancel());
    expect(state().leaving).toBe(false);
  });
});
