import {
  counterOrderQuoteSchema,
  type CounterOrderQuote,
  type CounterQuoteOrderRequest,
} from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/counter-orders/quote: what the lines chosen cost at the stored prices, the total the
 * New order screen shows and sends (docs/cafe.md#counter-orders).
 */
export function quoteCounterOrder(
  body: CounterQuoteOrderRequest,
  signal?: AbortSignal,
): Promise<CounterOrderQuote> {
  return apiRequest('/counter-orders/quote', {
    method: 'POST',
    body,
    schema: counterOrderQuoteSchema,
    signal,
  });
}

export const counterOrderQuoteOptions = (body: CounterQuoteOrderRequest) =>
  queryOptions({
    queryKey: ['counter-quote', body],
    queryFn: ({ signal }) => quoteCounterOrder(body, signal),
    placeholderData: keepPreviousData,
  });

/** Asked once a line is chosen. */
export function useCounterOrderQuote(body: CounterQuoteOrderRequest) {
  return useQuery({ ...counterOrderQuoteOptions(body), enabled: body.items.length > 0 });
}
