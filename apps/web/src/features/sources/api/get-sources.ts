import { redirectionSourceListSchema, type RedirectionSource } from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface SourcesRange {
  from: string;
  to: string;
}

/** GET /api/utm-sources?from&to: visits by source in a range of venue dates, newest first. */
export function getSources(
  range: SourcesRange,
  signal?: AbortSignal,
): Promise<RedirectionSource[]> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return apiRequest(`/utm-sources?${query.toString()}`, {
    schema: redirectionSourceListSchema,
    signal,
  });
}

export const sourcesQueryOptions = (range: SourcesRange) =>
  queryOptions({
    queryKey: ['sources', range],
    queryFn: ({ signal }) => getSources(range, signal),
    placeholderData: keepPreviousData,
  });

export function useSources(range: SourcesRange, enabled: boolean) {
  return useQuery({ ...sourcesQueryOptions(range), enabled });
}
