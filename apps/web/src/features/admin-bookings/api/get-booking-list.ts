import {
  bookingListSchema,
  type AdminBooking,
  type BookingListQuery,
  type BookingStatus,
  type BookingType,
} from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '@/lib/api-client';
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

export interface BookingListPage {
  bookings: AdminBooking[];
  /** Bookings matching the filters, on every page. */
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/get-booking-list/{date}: one page of a day's bookings, or a name search across days. */
export async function getBookingList(
  params: BookingListParams,
  signal?: AbortSignal,
): Promise<BookingListPage> {
  const listQuery: BookingListQuery = {
    search: params.search.trim() || undefined,
    status: params.status || undefined,
    type: params.type || undefined,
    page: String(params.page),
    pageSize: String(params.pageSize),
  };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(listQuery)) {
    if (value !== undefined) query.set(name, String(value));
  }
  const { items, total } = await apiPage(
    `/get-booking-list/${encodeURIComponent(params.date)}?${query.toString()}`,
    { schema: bookingListSchema, signal },
  );
  return { bookings: items, total, page: params.page, pageSize: params.pageSize };
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
