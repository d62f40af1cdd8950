import { apiRequest, ApiResponseError } from '@/lib/api-client';
import { isRecord, isString } from '../lib/guards';
import { useAction } from '../lib/use-action';

export interface JoinQueueRequest {
  selectedDate: string;
  customerName: string;
  email: string;
}

/** POST /api/queue-booking: waits for a table on a full day (PRODUCT D5); answers a message. */
export async function joinQueue(body: JoinQueueRequest): Promise<string> {
  const data = await apiRequest<unknown>('/queue-booking', { method: 'POST', body, auth: false });
  if (!isRecord(data) || !isString(data.message)) {
    throw new ApiResponseError('Unexpected answer from POST /queue-booking');
  }
  return data.message;
}

export function useJoinQueue() {
  return useAction(joinQueue);
}
