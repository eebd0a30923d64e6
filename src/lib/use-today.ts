import { useSyncExternalStore } from 'react';
import { onDayChange, today } from '@/lib/clock';

/**
 * Today (`YYYY-MM-DD`, the app's clock) for text a screen computes while it renders ("Ends in 12 days",
 * "3 days overdue"): the component draws again when the day changes with the page open (midnight, a tab
 * shown again after the machine slept), not only when a refetch brings new data.
 */
export function useToday(): string {
  return useSyncExternalStore(onDayChange, today, today);
}
