import { revenueAnswerSchema, type RevenueAnswer, type RevenuePeriod } from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface RevenueRange {
  from: string;
  to: string;
  by: RevenuePeriod;
}

/** GET /api/revenue?from&to&by: the ledger's takings by period (see docs/till.md#revenue). */
export function getRevenue(range: RevenueRange, signal?: AbortSignal): Promise<RevenueAnswer> {
  const query = new URLSearchParams({ from: range.from, to: range.to, by: range.by });
  return apiRequest(`/revenue?${query.toString()}`, { schema: revenueAnswerSchema, signal });
}

export const revenueQueryOptions = (range: RevenueRange) =>
  queryOptions({
    queryKey: ['revenue', range],
    queryFn: ({ signal }) => getRevenue(range, signal),
    placeholderData: keepPreviousData,
  });

export function useRevenue(range: RevenueRange, enabled: boolean) {
  return useQuery({ ...revenueQueryOptions(range), enabled });
}
