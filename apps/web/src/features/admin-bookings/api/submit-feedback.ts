import { messageSchema, type MessageResponse } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

/** PATCH /api/feedback as an admin: feedback on a booking, by its id. */
export function submitFeedback(input: { id: number; feedback: string }): Promise<MessageResponse> {
  return apiRequest('/feedback', { method: 'PATCH', body: input, schema: messageSchema });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => invalidateBookings(queryClient),
  });
}
