import {
  type REMAINING_PAYMENT_TYPES,
  bookingAnswerSchema,
  PAID_IN_FULL,
  type BookingAnswer,
  type DeskOnline,
} from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

export type RemainingPaymentType = (typeof REMAINING_PAYMENT_TYPES)[number];

/**
 * PATCH /api/update-PaymentStatus: the remaining balance was paid (see
 * docs/payments.md#recording-the-remainder); paid online, by which way and with its reference
 * (docs/payments.md#paid-online).
 */
export function recordPayment(
  input: { id: number; remaining_paymentType: RemainingPaymentType } & DeskOnline,
): Promise<BookingAnswer> {
  return apiRequest('/update-PaymentStatus', {
    method: 'PATCH',
    body: {
      id: input.id,
      PaymentStatus: PAID_IN_FULL,
      remaining_paymentType: input.remaining_paymentType,
      ...(input.onlineMethod ? { onlineMethod: input.onlineMethod } : {}),
      ...(input.reference ? { reference: input.reference } : {}),
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
