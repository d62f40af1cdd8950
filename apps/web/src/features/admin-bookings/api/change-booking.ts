import {
  bookingAnswerSchema,
  type BookingAnswer,
  type BookingChangeRequest,
} from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { auditLogKey } from '@/lib/audit-log';
import { invalidateBookings } from './invalidate';

/**
 * PATCH /api/bookings/{id}: move or edit a booking (see docs/bookings.md#moving-a-booking). A 409
 * with code SLOT_TAKEN or TABLES_FULL means a new hour is held by another booking; nothing changed.
 */
export function changeBooking(input: {
  id: number;
  body: BookingChangeRequest;
}): Promise<BookingAnswer> {
  return apiRequest(`/bookings/${input.id}`, {
    method: 'PATCH',
    body: input.body,
    schema: bookingAnswerSchema,
  });
}

export function useChangeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBooking,
    // The owner's booking history (read from the audit log) shows the change too.
    onSettled: () =>
      Promise.all([
        invalidateBookings(queryClient),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ]),
  });
}
