import {
  redirectionSourceListSchema,
  SOURCES_PAGE_SIZE,
  type RedirectionSource,
  type SourcesQuery,
} from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '@/lib/api-client';

export interface SourcesRange {
  from: string;
  to: string;
}

export interface SourcesPage {
  visits: RedirectionSource[];
  /** Visits in the period, on every page. */
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GET /api/utm-sources?from&to&page&pageSize: one page of the visits in a range of venue dates,
 * newest first; the total travels in the TOTAL_COUNT_HEADER (see docs/api.md#lists).
 */
export async function getSources(
  params: SourcesRange & { page: number },
  signal?: AbortSignal,
): Promise<SourcesPage> {
  const pageSize = SOURCES_PAGE_SIZE;
  const listQuery: SourcesQuery = {
    ...params,
    page: String(params.page),
    pageSize: String(pageSize),
  };
  const query = new URLSearchParams(
    Object.entries(listQuery).map(([name, value]) => [name, String(value)]),
  );
  const { items, total } = await apiPage(`/utm-sources?${query.toString()}`, {
    schema: redirectionSourceListSchema,
    signal,
  });
  return { visits: items, total, page: params.page, pageSize };
}

export const sourcesQueryOptions = (params: SourcesRange & { page: number }) =>
  queryOptions({
    queryKey: ['sources', 'list', params],
    queryFn: ({ signal }) => getSources(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSources(params: SourcesRange & { page: number }, enabled: boolean) {
  return useQuery({ ...sourcesQueryOptions(params), enabled });
}
