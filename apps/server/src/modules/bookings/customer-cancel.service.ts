import {
  BOOKING_MESSAGES,
  isAllowedFrom,
  VENUE_RULE_MESSAGES,
  venueInstant,
  type CustomerBooking,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { refundMethodOf } from '../ledger/ledger.repo';
import { refundSoon } from '../payments/refunds.service';
import { bookingRefunds } from './payments/booking-refunds.service';
import { toCustomerBooking } from './booking.view';
import type { BookingContext } from './booking-context.service';
import { findBookingByToken, lockBookingByToken, type BookingRow } from './bookings.repo';
import { cancelBooking } from './cancel-booking.service';

const HOUR_MS = 3_600_000;

/**
 * Until when a customer may cancel their own booking (see docs/venue-settings.md#customer-cancel):
 * `cancelHours` before its first slot starts, venue time; null when it cannot be cancelled at all.
 */
export function cancelDeadline(
  booking: Pick<BookingRow, 'status' | 'selectedDate' | 'slotHours'>,
  cancelHours: number,
  timeZone: string,
): Date | null {
  if (!isAllowedFrom('customer-cancel', booking.status)) return null;
  const start = venueInstant(booking.selectedDate, Math.min(...booking.slotHours), timeZone);
  return new Date(start.getTime() - cancelHours * HOUR_MS);
}

/**
 * Until when the customer may still cancel `booking` themselves, or null; `cancelHours` as the
 * caller read it (a new booking has it from its transaction), else the current settings'.
 */
export async function openDeadline(
  ctx: BookingContext,
  booking: BookingRow,
  cancelHours?: number,
): Promise<Date | null> {
  const hours = cancelHours ?? (await ctx.settings.current()).cancelHours;
  const deadline = cancelDeadline(booking, hours, ctx.timeZone);
  return deadline && deadline > ctx.now() ? deadline : null;
}

/** GET /api/my-booking/{token}: the customer's booking, and until when they may cancel it. */
export async function customerBooking(
  ctx: BookingContext,
  token: string,
): Promise<CustomerBooking> {
  const row = await findBookingByToken(ctx.db, token);
  if (!row) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
  const booking = toCustomerBooking(row, await openDeadline(ctx, row));
  // The customer's page says how the money went back, as the ledger has it
  // (docs/payments.md#refunds-to-follow).
  if (booking.refund?.status === 'refunded') {
    booking.refund = {
      ...booking.refund,
      method: await refundMethodOf(ctx.db, { bookingId: row.id }),
    };
  }
  return booking;
}

/**
 * POST /api/my-booking/{token}/cancel: the customer cancels within the policy, with "Cancelled by
 * customer"; the slots are free at once, a card advance is refunded, and the customer and staff
 * are told. Inside the window, or once cancelled or arrived, 409 with a message.
 */
export async function cancelByCustomer(ctx: BookingContext, token: string) {
  const { cancelHours } = await ctx.settings.current();
  const after = await ctx.db.transaction(async (tx: Database) => {
    const before = await lockBookingByToken(tx, token);
    if (!before) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
    if (!isAllowedFrom('customer-cancel', before.status)) {
      throw new ConflictError(VENUE_RULE_MESSAGES.cancelRefused(before.status), 'NOT_CANCELLABLE');
    }
    const deadline = cancelDeadline(before, cancelHours, ctx.timeZone);
    if (!deadline || deadline <= ctx.now()) {
      throw new ConflictError(VENUE_RULE_MESSAGES.cancelTooLate(cancelHours), 'TOO_LATE_TO_CANCEL');
    }
    const cancelled = await cancelBooking(tx, before, {
      transition: 'customer-cancel',
      reason: VENUE_RULE_MESSAGES.cancelledByCustomer,
      actor: { type: 'customer' },
      notifier: ctx.notifier,
      refund: { policy: true },
    });
    await ctx.notifier.customerCancelled(tx, cancelled);
    return cancelled;
  });
  if (after.refund?.status === 'due') refundSoon(ctx, bookingRefunds, [after.id]);
  return { message: VENUE_RULE_MESSAGES.customerCancelled, booking: toCustomerBooking(after) };
}
