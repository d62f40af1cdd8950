import { messageSchema, type MessageResponse } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

/** DELETE /api/delete-booking/{id}. */
export function deleteBooking(id: number): Promise<MessageResponse> {
  return apiRequest(`/delete-booking/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSettled: () => invalidateBookings(queryClient),
  });
}
