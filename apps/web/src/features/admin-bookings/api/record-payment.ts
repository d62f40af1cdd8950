import {
  type REMAINING_PAYMENT_TYPES,
  bookingAnswerSchema,
  PAID_IN_FULL,
  type BookingAnswer,
} from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

export type RemainingPaymentType = (typeof REMAINING_PAYMENT_TYPES)[number];

/**
 * PATCH /api/update-PaymentStatus: the remaining balance was paid (see
 * docs/payments.md#recording-the-remainder).
 */
export function recordPayment(input: {
  id: number;
  remaining_paymentType: RemainingPaymentType;
}): Promise<BookingAnswer> {
  return apiRequest('/update-PaymentStatus', {
    method: 'PATCH',
    body: {
      id: input.id,
      PaymentStatus: PAID_IN_FULL,
      remaining_paymentType: input.remaining_paymentType,
    },
    schema: bookingAnswerSchema,
  });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSettled: () => invalidateBookings(queryClient),
  });
}
