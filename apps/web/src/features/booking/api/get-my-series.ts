import type { CustomerSeries } from '@padel/contracts';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { useFetch } from '@/lib/use-fetch';

/**
 * GET /api/my-booking/{token}/series: the weekly series the customer's booking belongs to (see
 * docs/screens.md#after-booking); null when it belongs to none (the server's 404).
 */
export async function getMySeries(
  token: string,
  signal?: AbortSignal,
): Promise<CustomerSeries | null> {
  try {
    return await apiRequest(`/my-booking/${encodeURIComponent(token)}/series`, {
      signal,
      auth: false,
      devSchema: (contracts) => contracts.customerSeriesSchema,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function useMySeries(token: string) {
  return useFetch(token, (signal) => getMySeries(token, signal));
}
