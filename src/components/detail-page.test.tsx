import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createMemoryRouter, Link, Route, RouterProvider, Routes } from 'react-router';
import { fetchRecord, markRecordDeleted } from '@/lib/api/deleted-records';
import { renderWithProviders } from '@/testing/render';
import { DetailPage, DetailRoute, useLeavingAfterDelete, type DetailPageText, type RecordQuery } from './detail-page';

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

const THING_TEXT: DetailPageText = {
  loading: 'Loading thing…',
  errorTitle: 'Error loading thing',
  errorText: 'There was an error loading the thing. Please try again later.',
  notFoundTitle: 'Thing not found',
  notFoundText: "The thing you're looking for doesn't exist or has been deleted.",
  listPath: '/things',
  listLabel: 'Back to Things',
};

interface Thing {
  id: string;
  name: string;
}

const settled = { isPending: false, isError: false, isRefetching: false, refetch: () => undefined };

function renderStates(query: RecordQuery<Thing>, leaving = false) {
  const children = vi.fn((thing: Thing) => <h1>{thing.name}</h1>);
  renderWithProviders(
    <DetailPage query={query} leaving={leaving} text={THING_TEXT}>
      {children}
    </DetailPage>,
  );
  return { children };
}

describe('DetailPage', () => {
  it('shows the labelled spinner while the record loads', async () => {
    const { children } = renderStates({ ...settled, isPending: true, data: undefined });
    expect(await screen.findByRole('status', { name: 'Loading thing…' })).toBeInTheDocument();
    expect(children).not.toHaveBeenCalled();
  });

  it('shows the load error with Retry', async () => {
    const refetch = vi.fn();
    renderStates({ ...settled, isError: true, data: undefined, refetch });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading thing');
    expect(alert).toHaveTextContent('There was an error loading the thing. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows "not found" with a link back to the list for a record that is gone (null)', async () => {
    const { children } = renderStates({ ...settled, data: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thing not found' })).toBeInTheDocument();
    expect(screen.getByText("The thing you're looking for doesn't exist or has been deleted.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Things' })).toHaveAttribute('href', '/things');
    expect(children).not.toHaveBeenCalled();
  });

  it('shows nothing for a record this page just deleted (it is leaving)', async () => {
    renderStates({ ...settled, data: null }, true);
    // The providers are up (a later state would show), and neither the states nor the record render.
    await waitFor(() => expect(document.body).not.toBeEmptyDOMElement());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the not-found state for a failed load when the spec gives one text for both (no error texts)', async () => {
    const oneText: DetailPageText = {
      loading: 'Loading thing…',
      notFoundTitle: 'Thing not found or an error occurred.',
      listPath: '/things',
      listLabel: 'Back to Things',
    };
    renderWithProviders(
      <DetailPage query={{ ...settled, isError: true, data: undefined }} leaving text={oneText}>
        {(thing: Thing) => thing.name}
      </DetailPage>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thing not found or an error occurred.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Things' })).toHaveAttribute('href', '/things');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders the record', async () => {
    const { children } = renderStates({ ...settled, data: { id: 't-1', name: 'Thing One' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thing One' })).toBeInTheDocument();
    expect(children).toHaveBeenCalledWith({ id: 't-1', name: 'Thing One' });
  });
});

/**
 * A detail page built the way the routes build theirs: `DetailRoute` over a `fetchRecord` query and a
 * delete mutation that marks the record deleted (then waits for `refreshing`, like `refreshAfter`
 * waiting for refetches), going to the list.
 */
function renderThingPage({ remove }: { remove: () => Promise<void> }) {
  const fetcher = vi.fn(async () => ({ id: 't-1', name: 'Thing One' }));
  let finishRefresh!: () => void;
  const refreshing = new Promise<void>((resolve) => (finishRefresh = resolve));
  const thingDetail = (id: string) =>
    queryOptions({ queryKey: ['things', 'detail', id] as const, queryFn: (context) => fetchRecord(context, fetcher) });
  function useDeleteThing(id: string) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: remove,
      onSuccess: async () => {
        await markRecordDeleted(queryClient, thingDetail(id).queryKey);
        await refreshing;
      },
    });
  }

  function ThingPage() {
    return (
      <DetailRoute
        detail={thingDetail}
        text={THING_TEXT}
        remove={{ useDelete: useDeleteThing, errorLog: 'Error deleting thing' }}
      >
        {(thing, deletion) => (
          <>
            <h1>{thing.name}</h1>
            <button onClick={() => deletion.deleteAndGo('/things')}>Delete</button>
          </>
        )}
      </DetailRoute>
    );
  }

  const { user, queryClient } = renderWithProviders(
    <Routes>
      <Route path="/things/:id" element={<ThingPage />} />
      <Route
        path="/things"
        element={
          <>
            <h1>Things</h1>
            <Link to="/things/t-1">Thing One</Link>
          </>
        }
      />
    </Routes>,
    { path: '/things/t-1' },
  );
  return { user, queryClient, fetcher, finishRefresh };
}

describe('a detail page deleting its record (DetailRoute with markRecordDeleted)', () => {
  it('shows nothing while it leaves, goes to the list, and the record stays gone without a fetch', async () => {
    const { user, fetcher, finishRefresh, queryClient } = renderThingPage({ remove: async () => undefined });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    // Marked deleted, the other lists still refreshing: neither the record nor "not found".
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Thing One' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Thing not found' })).not.toBeInTheDocument();

    finishRefresh();
    expect(await screen.findByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument();

    // Back at the record (a new location): "not found", and no request brings it back.
    await user.click(screen.getByRole('link', { name: 'Thing One' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thing not found' })).toBeInTheDocument();
    await queryClient.invalidateQueries({ queryKey: ['things'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Thing not found' })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('stays on the record when the delete fails, and logs the failure', async () => {
    const failure = new Error('409 Conflict');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderThingPage({ remove: () => Promise.reject(failure) });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(log).toHaveBeenCalledWith('Error deleting thing', failure));
    expect(screen.getByRole('heading', { level: 1, name: 'Thing One' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Things' })).not.toBeInTheDocument();
  });
});
