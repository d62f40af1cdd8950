import type { QueryClient } from '@tanstack/react-query';
import { adminBookingsKey, scheduleKey } from './keys';

/** After any booking change: the list, the detail and the schedule board read fresh data. */
export function invalidateBookings(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminBookingsKey }),
    queryClient.invalidateQueries({ queryKey: scheduleKey }),
  ]).then(() => undefined);
}
