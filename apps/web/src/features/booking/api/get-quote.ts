import type { PadelQuote, QuoteRequest } from '@padel/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/quote: the server's price of padel hours for the phone typed (docs/prices.md#quotes),
 * a member's at the member price; only the price comes back.
 */
export function getQuote(body: QuoteRequest, signal?: AbortSignal): Promise<PadelQuote> {
  return apiRequest('/quote', {
    method: 'POST',
    body,
    signal,
    auth: false,
    devSchema: (contracts) => contracts.padelQuoteSchema,
  });
}
