import { BOOKING_MESSAGES } from '@padel/contracts';
import { apiRequest } from '@/lib/api-client';
import { isRecord, isString } from '../lib/guards';
import { useAction } from '../lib/use-action';

/** PATCH /api/feedback with the customer's access token (PRODUCT D8); answers a message. */
export async function submitFeedback(body: { token: string; feedback: string }): Promise<string> {
  const data = await apiRequest<unknown>('/feedback', { method: 'PATCH', body, auth: false });
  return isRecord(data) && isString(data.message) ? data.message : BOOKING_MESSAGES.feedbackSaved;
}

export function useSubmitFeedback() {
  return useAction(submitFeedback);
}
