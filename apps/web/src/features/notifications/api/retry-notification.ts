import { notificationRetryAnswerSchema } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationsKey } from './get-notifications';

/**
 * POST /api/notifications/{id}/retry: a failed message goes back to pending for another attempt
 * (see docs/screens.md#notification-log); 409 when it has not failed.
 */
export function retryNotification(id: number) {
  return apiRequest(`/notifications/${id}/retry`, {
    method: 'POST',
    schema: notificationRetryAnswerSchema,
  });
}

export function useRetryNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryNotification,
    // Also after a 409: the message has moved on, and the list should show where it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
