import { orderListSchema } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage, apiRequest } from '@/lib/api-client';

/** The most orders counted at once; more show as "200+". */
export const ORDERS_COUNTED = 200;

export interface TodayFigures {
  bookingsToday: number;
  pendingToday: number;
  /** Today's bookings marked no-show, by the worker or by staff (docs/bookings.md#no-show). */
  noShowsToday: number;
  ordersToSend: number;
}

/**
 * The dashboard's figures: today's bookings, those still pending and the no-shows (the totals of
 * the booking list, docs/api.md#lists), and the orders not yet sent.
 */
async function getTodayFigures(today: string, signal?: AbortSignal): Promise<TodayFigures> {
  const bookings = (query: string) =>
    apiPage(`/get-booking-list/${today}?${query}`, { signal }).then((page) => page.total);
  const [bookingsToday, pendingToday, noShowsToday, orders] = await Promise.all([
    bookings(''),
    bookings('status=Pending'),
    bookings('status=No-show'),
    apiRequest(`/get-order?status=Pending&limit=${ORDERS_COUNTED}`, {
      schema: orderListSchema,
      signal,
    }),
  ]);
  return { bookingsToday, pendingToday, noShowsToday, ordersToSend: orders.length };
}

/** Refreshed with the booking list's rhythm, so the figures follow the day. */
const FIGURES_REFRESH_MS = 30_000;

export function useTodayFigures(today: string) {
  return useQuery(
    queryOptions({
      queryKey: ['dashboard', 'today-figures', today],
      queryFn: ({ signal }) => getTodayFigures(today, signal),
      refetchInterval: FIGURES_REFRESH_MS,
    }),
  );
}
