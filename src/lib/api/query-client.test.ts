import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient, refetchWhenTheDayChanges } from './query-client';

describe('the data cache when the day changes', () => {
  it('fetches the answers on show again at midnight, and marks the others stale', async () => {
    vi.useFakeTimers({ now: new Date(2027, 2, 6, 23, 58, 0) });
    const client = createQueryClient();
    const stop = refetchWhenTheDayChanges(client);
    let fetches = 0;
    const overdue = new QueryObserver(client, {
      queryKey: ['payments', 'overdue'],
      queryFn: () => ++fetches,
    });
    const unsubscribe = overdue.subscribe(() => {});
    await client.fetchQuery({ queryKey: ['leases', 'list'], queryFn: () => 'leases' });
    await vi.waitFor(() => expect(fetches).toBe(1));

    // Still fresh a minute before midnight (the cache keeps answers 5 minutes).
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetches).toBe(2);
    expect(client.getQueryState(['leases', 'list'])?.isInvalidated).toBe(true);

    unsubscribe();
    stop();
    client.clear();
  });
});
