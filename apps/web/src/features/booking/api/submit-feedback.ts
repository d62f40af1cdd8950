import { apiRequest } from '@/lib/api-client';
import { useAction } from '../lib/use-action';

/**
 * PATCH /api/feedback with the customer's access token (see docs/bookings.md#customer-page);
 * answers a message.
 */
export async function submitFeedback(body: { token: string; feedback: string }): Promise<string> {
  const { message } = await apiRequest('/feedback', {
    method: 'PATCH',
    body,
    auth: false,
    devSchema: (contracts) => contracts.messageSchema,
  });
  return message;
}

export function useSubmitFeedback() {
  return useAction(submitFeedback);
}
