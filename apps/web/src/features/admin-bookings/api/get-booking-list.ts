import {
  bookingListSchema,
  type BookingList,
  type BookingStatus,
  type BookingType,
} from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminBookingsKey } from './keys';

export interface BookingListParams {
  date: string;
  search: string;
  status: BookingStatus | '';
  type: BookingType | '';
  page: number;
  pageSize: number;
}

/** New bookings show up without a reload (and ring the notification sound). */
const LIST_REFRESH_MS = 30_000;

/** GET /api/get-booking-list/{date}: one page of a day's bookings, or a name search across days. */
export function getBookingList(params: BookingListParams, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.status) query.set('status', params.status);
  if (params.type) query.set('type', params.type);
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  return apiRequest<BookingList>(
    `/get-booking-list/${encodeURIComponent(params.date)}?${query.toString()}`,
    { schema: bookingListSchema, signal },
  );
}

export const bookingListQueryOptions = (params: BookingListParams) =>
  queryOptions({
    queryKey: [...adminBookingsKey, 'list', params],
    queryFn: ({ signal }) => getBookingList(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LIST_REFRESH_MS,
  });

export function useBookingList(params: BookingListParams) {
  return useQuery(bookingListQueryOptions(params));
}
