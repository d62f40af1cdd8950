import {
  seriesAnswerSchema,
  seriesListSchema,
  seriesPreviewSchema,
  type SeriesAnswer,
  type SeriesList,
  type SeriesRenewRequest,
  type SeriesStatus,
  type SeriesCancelRequest,
  type SeriesMoveRequest,
  type SeriesOnConflict,
  type SeriesPreview,
  type SeriesRequest,
} from '@padel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';
import { adminBookingsKey } from './keys';

/**
 * The staff's booking series (see docs/bookings.md#series): preview, create, read, cancel and
 * move dates. Under the admin bookings key, so every booking change reads a series afresh.
 */

/** POST /api/booking-series/preview: every date with its price and conflict; nothing is written. */
export function previewSeries(body: SeriesRequest): Promise<SeriesPreview> {
  return apiRequest('/booking-series/preview', {
    method: 'POST',
    body,
    schema: seriesPreviewSchema,
  });
}

/** POST /api/booking-series: books every free date (skip) or up to the first conflict (stop). */
export function createSeries(
  body: SeriesRequest & { onConflict: SeriesOnConflict },
): Promise<SeriesAnswer> {
  return apiRequest('/booking-series', { method: 'POST', body, schema: seriesAnswerSchema });
}

export function getSeries(id: string, signal?: AbortSignal): Promise<SeriesAnswer> {
  return apiRequest(`/booking-series/${encodeURIComponent(id)}`, {
    schema: seriesAnswerSchema,
    signal,
  });
}

/** POST /api/booking-series/{id}/cancel: one date, it and the following ones, or all. */
export function cancelSeriesDates(id: number, body: SeriesCancelRequest): Promise<SeriesAnswer> {
  return apiRequest(`/booking-series/${id}/cancel`, {
    method: 'POST',
    body,
    schema: seriesAnswerSchema,
  });
}

/** POST /api/booking-series/{id}/move: dates to another court, hours or weekday, all or none. */
export function moveSeriesDates(id: number, body: SeriesMoveRequest): Promise<SeriesAnswer> {
  return apiRequest(`/booking-series/${id}/move`, {
    method: 'POST',
    body,
    schema: seriesAnswerSchema,
  });
}

/** GET /api/booking-series?status=: the series, without their dates, each with its next date. */
export function listSeries(
  status: SeriesStatus | undefined,
  signal?: AbortSignal,
): Promise<SeriesList> {
  const query = status ? `?${new URLSearchParams({ status }).toString()}` : '';
  return apiRequest(`/booking-series${query}`, { schema: seriesListSchema, signal });
}

/** POST /api/booking-series/{id}/renew: more dates after the last one. */
export function renewSeries(id: number, body: SeriesRenewRequest): Promise<SeriesAnswer> {
  return apiRequest(`/booking-series/${id}/renew`, {
    method: 'POST',
    body,
    schema: seriesAnswerSchema,
  });
}

export function useSeriesList(status: SeriesStatus | undefined) {
  return useQuery({
    queryKey: [...adminBookingsKey, 'series-list', status ?? 'all'],
    queryFn: ({ signal }) => listSeries(status, signal),
  });
}

export function useRenewSeries(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeriesRenewRequest) => renewSeries(id, body),
    onSuccess: (series) =>
      queryClient.setQueryData(seriesQueryOptions(String(id)).queryKey, series),
    onSettled: () => invalidateBookings(queryClient),
  });
}

export const seriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminBookingsKey, 'series', id],
    queryFn: ({ signal }) => getSeries(id, signal),
  });

export function useSeries(id: string) {
  return useQuery(seriesQueryOptions(id));
}

export function usePreviewSeries() {
  return useMutation({ mutationFn: previewSeries });
}

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSuccess: (series) =>
      queryClient.setQueryData(seriesQueryOptions(String(series.id)).queryKey, series),
    onSettled: () => invalidateBookings(queryClient),
  });
}

export function useCancelSeriesDates(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeriesCancelRequest) => cancelSeriesDates(id, body),
    onSuccess: (series) =>
      queryClient.setQueryData(seriesQueryOptions(String(id)).queryKey, series),
    onSettled: () => invalidateBookings(queryClient),
  });
}

export function useMoveSeriesDates(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeriesMoveRequest) => moveSeriesDates(id, body),
    onSuccess: (series) =>
      queryClient.setQueryData(seriesQueryOptions(String(id)).queryKey, series),
    onSettled: () => invalidateBookings(queryClient),
  });
}
