import { invoiceSchema } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

export type Invoice = z.infer<typeof invoiceSchema>;

/** POST /api/bookings/{id}/invoice: the invoice number (made once, then kept) and the QR link. */
export function createInvoice(id: number): Promise<Invoice> {
  return apiRequest(`/bookings/${id}/invoice`, { method: 'POST', schema: invoiceSchema });
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: () => invalidateBookings(queryClient),
  });
}
