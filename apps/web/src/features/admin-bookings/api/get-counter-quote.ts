import { counterQuoteSchema, type CounterQuote, type CounterQuoteRequest } from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminBookingsKey } from './keys';

/**
 * POST /api/counter-quote: who the phone typed is and the server's price of the hours chosen for
 * them (docs/prices.md#quotes), for the walk-in and new-series screens.
 */
export function getCounterQuote(
  body: CounterQuoteRequest,
  signal?: AbortSignal,
): Promise<CounterQuote> {
  return apiRequest('/counter-quote', { method: 'POST', body, schema: counterQuoteSchema, signal });
}

export const counterQuoteOptions = (body: CounterQuoteRequest) =>
  queryOptions({
    // Under the admin bookings key: a tag, block or settings change made elsewhere is read afresh.
    queryKey: [...adminBookingsKey, 'counter-quote', body],
    queryFn: ({ signal }) => getCounterQuote(body, signal),
    placeholderData: keepPreviousData,
  });

/** Asked once the phone is a whole number (`body` null until then). */
export function useCounterQuote(body: CounterQuoteRequest | null) {
  return useQuery({
    ...counterQuoteOptions(body ?? { phoneNumber: '', selectedDate: '', selectedSlots: [] }),
    enabled: body !== null,
  });
}
