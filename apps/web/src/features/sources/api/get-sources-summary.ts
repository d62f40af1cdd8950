import { sourcesSummarySchema, type SourcesSummary } from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SourcesRange } from './get-sources';

/**
 * GET /api/utm-sources/summary?from&to: the period added up by the server, in all, per category
 * and per day (see docs/sources.md#analytics).
 */
export function getSourcesSummary(
  range: SourcesRange,
  signal?: AbortSignal,
): Promise<SourcesSummary> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return apiRequest(`/utm-sources/summary?${query.toString()}`, {
    schema: sourcesSummarySchema,
    signal,
  });
}

export const sourcesSummaryQueryOptions = (range: SourcesRange) =>
  queryOptions({
    queryKey: ['sources', 'summary', range],
    queryFn: ({ signal }) => getSourcesSummary(range, signal),
    placeholderData: keepPreviousData,
  });

export function useSourcesSummary(range: SourcesRange, enabled: boolean) {
  return useQuery({ ...sourcesSummaryQueryOptions(range), enabled });
}
