import { refundListSchema, type RefundList, type RefundListStatus } from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface RefundQuery {
  status: RefundListStatus;
  from?: string;
  to?: string;
}

/** React Query key of the refund lists; recording a refund invalidates it. */
export const refundsKey = ['refunds'] as const;

/** GET /api/refunds?status&from&to (see docs/payments.md#refunds-to-follow). */
export function getRefunds(query: RefundQuery, signal?: AbortSignal): Promise<RefundList> {
  const params = new URLSearchParams({ status: query.status });
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return apiRequest(`/refunds?${params.toString()}`, { schema: refundListSchema, signal });
}

export const refundsQueryOptions = (query: RefundQuery) =>
  queryOptions({
    queryKey: [...refundsKey, query],
    queryFn: ({ signal }) => getRefunds(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRefunds(query: RefundQuery, enabled = true) {
  return useQuery({ ...refundsQueryOptions(query), enabled });
}
