import { refundQuoteSchema, type RefundQuote } from '@padel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/booking/{id}/cancel-quote or /api/orders/{id}/cancel-quote: what cancelling would give
 * back, by the way it was paid (docs/payments.md#refunds), while a cancel dialog is open.
 */
export function useCancelQuote(owner: { kind: 'booking' | 'order'; id: number } | null) {
  return useQuery({
    queryKey: ['cancel-quote', owner?.kind, owner?.id],
    queryFn: ({ signal }): Promise<RefundQuote> =>
      apiRequest(`/${owner!.kind === 'booking' ? 'booking' : 'orders'}/${owner!.id}/cancel-quote`, {
        schema: refundQuoteSchema,
        signal,
      }),
    enabled: owner !== null,
    // Money can move while the dialog is open (a payment, a refund): always ask again.
    staleTime: 0,
  });
}
