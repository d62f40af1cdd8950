import {
  addDays,
  BOOKING_MESSAGES,
  slotHour,
  type NextWeek,
  type PadelQuote,
  type quoteRequestSchema,
} from '@padel/contracts';
import type { z } from 'zod';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { NotFoundError } from '../../lib/errors';
import { consumeRateLimits } from '../rate-limits/rate-limit.service';
import type { BookingContext } from './booking-context.service';
import { findBookingByToken } from './bookings.repo';
import { quoteForPhone } from './padel-quote.service';
import { seriesHoldsAt } from './series/series-weeks.repo';

const hoursOf = (labels: readonly string[]) =>
  labels.map((label) => slotHour(label)!).sort((a, b) => a - b);

/**
 * POST /api/quote (docs/prices.md#quotes): the price of padel hours for the phone typed, as
 * booking them would charge it. Only the price is answered, never who the phone is; counted
 * against the caller's address, unless staff ask (the counter quotes all day).
 */
export async function publicQuote(
  ctx: BookingContext,
  input: z.output<typeof quoteRequestSchema>,
  caller: { ip: string; staff: boolean },
): Promise<PadelQuote> {
  if (!caller.staff) {
    await consumeRateLimits(
      ctx.db,
      abuseRules.quote(caller.ip, ctx.quotas),
      LIMIT_MESSAGES.quote,
      ctx.now().getTime(),
    );
  }
  const settings = await ctx.settings.current();
  const hours = hoursOf(input.selectedSlots);
  return quoteForPhone(ctx.db, settings, input.selectedDate, hours, input.phoneNumber);
}

/**
 * GET /api/my-booking/{token}/next-week: the booking's court and hours 7 days later, priced for
 * its phone, and whether the customer's weekly series already holds them
 * (docs/screens.md#after-booking).
 */
export async function nextWeek(ctx: BookingContext, token: string): Promise<NextWeek> {
  const booking = await findBookingByToken(ctx.db, token);
  if (!booking) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
  const date = addDays(booking.selectedDate, 7);
  const hours = [...booking.slotHours].sort((a, b) => a - b);
  const heldBySeries = await seriesHoldsAt(ctx.db, booking.phoneNumber, date, hours);
  const quote =
    booking.bookingType === 'Padel'
      ? await quoteForPhone(ctx.db, await ctx.settings.current(), date, hours, booking.phoneNumber)
      : null;
  return { date, heldBySeries, quote };
}
