import { APP_ROUTES, type Attention } from '@padel/contracts';

/**
 * The admin bar's attention counts (see docs/screens.md#attention-counts): pending bookings per
 * date and café orders not yet sent, each leading to the list that shows them.
 */

/** The booking list on `date`, showing only the bookings waiting to be confirmed. */
export function pendingBookingsLink(date: string): string {
  return `/booking-list?${new URLSearchParams({ date, status: 'Pending' }).toString()}`;
}

/** The booking list on `date`, showing only its no-shows (docs/bookings.md#no-show). */
export function noShowsLink(date: string): string {
  return `/booking-list?${new URLSearchParams({ date, status: 'No-show' }).toString()}`;
}

/** The orders list, showing only the orders not yet sent. */
export const UNSENT_ORDERS_LINK = '/order-list?status=Pending';

/** Staff's requests waiting for the owner (docs/screens.md#approvals). */
export const APPROVALS_LINK = '/approvals';
export const TRANSFERS_LINK = '/transfers';

/** The active weekly series, those ending soon first (docs/screens.md#series-list). */
export const SERIES_ENDING_LINK = '/booking-series?status=active';

/** The refunds due, until done (docs/payments.md#refunds-to-follow). */
export const REFUNDS_DUE_LINK = '/refunds';

/** Today's online holds by network, once they fill the day (docs/security.md#calendar-fill). */
export const ONLINE_HOLDS_LINK = `/${APP_ROUTES.blockedContacts}`;

export interface AttentionDay {
  date: string;
  count: number;
  to: string;
}

export interface AttentionSummary {
  /** Pending bookings on every date from today on. */
  newBookings: number;
  /** The dates that have any, soonest first. */
  days: AttentionDay[];
  unsentOrders: number;
  /** Active series whose last date is near: time to ask the regular about renewal. */
  seriesEndingSoon: number;
  /** Staff's requests the owner has still to answer (0 for staff). */
  approvalsWaiting: number;
  /** Refunds due, bookings' and orders', until done. */
  refundsDue: number;
  /** Advances by transfer waiting for staff (docs/payments.md#transfers). */
  transfersToCheck: number;
  /** Strangers' holds fill today's budget of unverified online holds. */
  onlineHoldsFull: boolean;
}

export function summariseAttention(attention: Attention): AttentionSummary {
  const days = attention.pendingBookings
    .filter((day) => day.count > 0)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => ({ ...day, to: pendingBookingsLink(day.date) }));
  return {
    newBookings: days.reduce((sum, day) => sum + day.count, 0),
    days,
    unsentOrders: Math.max(0, attention.pendingOrders),
    seriesEndingSoon: Math.max(0, attention.seriesEndingSoon ?? 0),
    approvalsWaiting: Math.max(0, attention.approvalsWaiting ?? 0),
    refundsDue: Math.max(0, attention.refundsDue ?? 0),
    transfersToCheck: Math.max(0, attention.transfersToCheck ?? 0),
    onlineHoldsFull: attention.onlineHoldsFull ?? false,
  };
}

/** `1 new booking`, `3 new bookings`. */
export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
