/**
 * A booking's lifecycle (see docs/bookings.md#statuses): which status actions an admin may take
 * from which status, and when a payment may be recorded. The server enforces it and the admin
 * screens offer only what it allows, so both read it from here. Zod-free, like booking-rules.ts, so
 * a page that only needs the rule does not load the schema library (see
 * docs/decisions/004-web-bundles.md).
 */

import type { BookingStatus } from './constants';
import { venueInstant } from './time';

/** The status actions of PATCH /api/booking/update/{id}/. */
export const BOOKING_ACTIONS = ['arrived', 'confirm', 'cancel'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export interface BookingTransition {
  /** The statuses the action may start from; from any other it is refused (409). */
  from: readonly BookingStatus[];
  to: BookingStatus;
  /** The answer's message once done. */
  done: string;
  /** How the refusal names the action: 'A booking that is "…" cannot be <refusedAs>.' */
  refusedAs: string;
}

export const BOOKING_TRANSITIONS: Record<BookingAction, BookingTransition> = {
  confirm: {
    from: ['Pending'],
    to: 'Booking Confirmed',
    done: 'Booking confirmed',
    refusedAs: 'confirmed',
  },
  arrived: {
    from: ['Booking Confirmed'],
    to: 'arrived',
    done: 'Booking marked as arrived',
    refusedAs: 'marked as arrived',
  },
  cancel: {
    from: ['Pending', 'Booking Confirmed'],
    to: 'Booking Cancelled',
    done: 'Booking cancelled',
    // The API has always answered with this spelling; clients may match on it.
    refusedAs: 'canceled',
  },
};

/** Whether `action` may be taken on a booking that is `status` now. */
export function canTakeAction(action: BookingAction, status: string): boolean {
  return (BOOKING_TRANSITIONS[action].from as readonly string[]).includes(status);
}

/** The 409 message for an action the booking's status does not allow. */
export function actionRefusedMessage(action: BookingAction, status: string): string {
  return `A booking that is "${status}" cannot be ${BOOKING_TRANSITIONS[action].refusedAs}.`;
}

/** The statuses in which the venue has agreed to the booking, so money may change hands. */
const PAYABLE_STATUSES: readonly BookingStatus[] = ['Booking Confirmed', 'arrived'];

/**
 * docs/payments.md#recording-the-remainder: a payment is recorded only on a padel booking (table
 * bookings carry no price) that is confirmed or arrived and not yet fully paid. Server and admin
 * screen both ask.
 */
export function canRecordPayment(booking: {
  status: string;
  bookingType: string;
  PaymentStatus: string;
}): boolean {
  return (
    (PAYABLE_STATUSES as readonly string[]).includes(booking.status) &&
    booking.bookingType === 'Padel' &&
    booking.PaymentStatus !== '100%Paid'
  );
}

/**
 * The statuses in which the customer believes they are booked: such a booking may still be moved
 * (see docs/bookings.md#moving-a-booking) and is cancelled, never deleted, until it has ended.
 */
const LIVE_STATUSES: readonly BookingStatus[] = ['Pending', 'Booking Confirmed'];

/**
 * Whether a customer still expects to play: the booking is pending or confirmed and its last hour
 * has not ended (venue time). Such a booking is cancelled, never deleted, so that the customer is
 * told (see docs/bookings.md#delete).
 */
export function isBookingLive(
  booking: { status: string; selectedDate: string; hours: readonly number[] },
  now: Date,
  timeZone: string,
): boolean {
  if (!(LIVE_STATUSES as readonly string[]).includes(booking.status)) return false;
  const end = Math.max(...booking.hours) + 1;
  return venueInstant(booking.selectedDate, end, timeZone).getTime() > now.getTime();
}

/**
 * Whether staff may still change a booking's date, hours, court, guests or contact details (see
 * docs/bookings.md#moving-a-booking); it must not have started either. The server refuses a
 * change from any other status (409) and the detail screen offers Edit booking only in these.
 */
export function canChangeBooking(status: string): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}
