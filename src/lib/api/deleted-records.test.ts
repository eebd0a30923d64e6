import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { fetchRecord, isRecordDeleted, markRecordDeleted } from './deleted-records';
import { ApiError } from './errors';
import { unitKeys } from './query-keys';

const unit = { id: 'u-1', unitNumber: '101' };

/** A client that keeps what it fetched (no retries, fresh until invalidated). */
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/** The unit's detail query with a counting fetcher that answers with `answer()`. */
function unitDetail(answer: () => Promise<typeof unit>) {
  const fetcher = vi.fn(answer);
  return {
    fetcher,
    options: {
      queryKey: unitKeys.detail(unit.id),
      queryFn: (context: QueryFunctionContext) => fetchRecord(context, fetcher),
    },
  };
}

describe('fetchRecord', () => {
  it('resolves to the record the server returns', async () => {
    const { options } = unitDetail(async () => unit);
    await expect(newClient().fetchQuery(options)).resolves.toEqual(unit);
  });

  it('resolves a 404 to null ("gone"), the same value as a deleted record', async () => {
    const { options } = unitDetail(() => Promise.reject(new ApiError(404, { title: 'Not Found' })));
    await expect(newClient().fetchQuery(options)).resolves.toBeNull();
  });

  it('lets other failures through (the page shows its error state)', async () => {
    const { options } = unitDetail(() => Promise.reject(new ApiError(500, {})));
    await expect(newClient().fetchQuery(options)).rejects.toMatchObject({ status: 500 });
  });
});

describe('markRecordDeleted', () => {
  it('caches the record as null and never fetches it again, even when invalidated or fetched anew', async () => {
    const client = newClient();
    const { fetcher, options } = unitDetail(async () => unit);
    await client.fetchQuery(options);
    expect(fetcher).toHaveBeenCalledTimes(1);

    await markRecordDeleted(client, unitKeys.detail(unit.id));
    expect(client.getQueryData(unitKeys.detail(unit.id))).toBeNull();
    expect(isRecordDeleted(client, unitKeys.detail(unit.id))).toBe(true);

    await client.invalidateQueries({ queryKey: unitKeys.all });
    await expect(client.fetchQuery({ ...options, staleTime: 0 })).resolves.toBeNull();
    // Removed from the cache and asked for again (a later visit after garbage collection): still gone.
    client.removeQueries({ queryKey: unitKeys.detail(unit.id) });
    await expect(client.fetchQuery(options)).resolves.toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('does not let a fetch already in flight bring the record back', async () => {
    const client = newClient();
    let answer!: (value: typeof unit) => void;
    const { options } = unitDetail(() => new Promise((resolve) => (answer = resolve)));
    const inFlight = client.fetchQuery(options).catch(() => 'cancelled');
    await vi.waitFor(() => expect(answer).toBeDefined());

    await markRecordDeleted(client, unitKeys.detail(unit.id));
    answer(unit);
    await inFlight;
    expect(client.getQueryData(unitKeys.detail(unit.id))).toBeNull();
  });

  it('marks only that record, and only in that QueryClient', async () => {
    const client = newClient();
    await markRecordDeleted(client, unitKeys.detail(unit.id));
    expect(isRecordDeleted(client, unitKeys.detail('u-2'))).toBe(false);
    expect(isRecordDeleted(client, ['properties', 'detail', unit.id])).toBe(false);
    expect(isRecordDeleted(newClient(), unitKeys.detail(unit.id))).toBe(false);

    const { fetcher, options } = unitDetail(async () => unit);
    await expect(newClient().fetchQuery(options)).resolves.toEqual(unit);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
