import type { QueryClient } from '@tanstack/react-query';
import { attentionKey } from '@/lib/use-attention';
import { adminBookingsKey, scheduleKey } from './keys';

/**
 * After any booking change: the list, the detail, the schedule board and the admin bar's count of
 * pending bookings read fresh data.
 */
export function invalidateBookings(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminBookingsKey }),
    queryClient.invalidateQueries({ queryKey: scheduleKey }),
    queryClient.invalidateQueries({ queryKey: attentionKey }),
  ]).then(() => undefined);
}
