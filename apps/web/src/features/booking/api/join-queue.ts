import type { QueueRequest } from '@padel/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '../lib/use-action';

/**
 * POST /api/queue-booking: waits for a table on a full day (see docs/bookings.md#queue); answers a
 * message.
 */
export async function joinQueue(body: QueueRequest): Promise<string> {
  const { message } = await apiRequest('/queue-booking', {
    method: 'POST',
    body,
    auth: false,
    devSchema: (contracts) => contracts.messageSchema,
  });
  return message;
}

export function useJoinQueue() {
  return useAction(joinQueue);
}
