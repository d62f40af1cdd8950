import { bookingAnswerSchema, type BookingAnswer } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

/**
 * PATCH /api/bookings/{id}/staff-notes: staff's private notes (see docs/bookings.md#customer-page);
 * blank clears them.
 */
export function saveStaffNotes(input: { id: number; staffNotes: string }): Promise<BookingAnswer> {
  return apiRequest(`/bookings/${input.id}/staff-notes`, {
    method: 'PATCH',
    body: { staffNotes: input.staffNotes },
    schema: bookingAnswerSchema,
  });
}

export function useSaveStaffNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffNotes,
    onSuccess: () => invalidateBookings(queryClient),
  });
}
