import {
  BOOKING_MESSAGES,
  closureCovers,
  isInsideNotice,
  isOpenAt,
  lastBookableDate,
  mustPayByCard,
  slotHasEnded,
  VENUE_RULE_MESSAGES,
  venueNow,
  type BookingRequestValue,
  type ClosureSpan,
  type CreateBookingInput,
  type VenueSettings,
} from '@padel/contracts';
import { BadRequestError } from '../../lib/errors';
import type { Booker, BookingContext } from './booking-context.service';
import { refused } from './booking-refusals.rules';

/**
 * Not a past day or an hour that is over (see docs/bookings.md#form-checks,
 * docs/bookings.md#venue-time): the hour under way may still be booked.
 */
export function assertNotPast(
  ctx: Pick<BookingContext, 'timeZone' | 'now'>,
  date: string,
  hours: number[],
) {
  const now = venueNow(ctx.timeZone, ctx.now());
  if (date < now.date) throw new BadRequestError(BOOKING_MESSAGES.datePast, 'DATE_PAST');
  if (hours.some((hour) => slotHasEnded(now, date, hour))) {
    throw new BadRequestError(BOOKING_MESSAGES.slotPast, 'SLOT_PAST');
  }
}

/**
 * The venue's rules (see docs/venue-settings.md#enforcement): open hours and closures for
 * everyone; the hour cap, window, notice and card advance for customers online, not for walk-ins.
 */
export function assertVenueRules(
  ctx: Pick<BookingContext, 'timeZone' | 'now' | 'checkout'>,
  input: Pick<BookingRequestValue, 'selectedDate' | 'selectedCourt' | 'bookingType'> & {
    paymentType?: CreateBookingInput['paymentType'];
  },
  hours: number[],
  booker: Booker,
  rules: { settings: VenueSettings; closures: ClosureSpan[] },
) {
  const { settings, closures } = rules;
  const date = input.selectedDate;
  if (booker.kind === 'customer') {
    const now = venueNow(ctx.timeZone, ctx.now());
    if (hours.length > settings.maxHoursPerBooking) {
      const message = VENUE_RULE_MESSAGES.tooManyHours(settings.maxHoursPerBooking);
      throw refused('TOO_MANY_HOURS', message, 'selectedSlots');
    }
    if (date > lastBookableDate(now.date, settings)) {
      const message = VENUE_RULE_MESSAGES.tooFarAhead(settings.bookingWindowDays);
      throw refused('TOO_FAR_AHEAD', message, 'selectedDate');
    }
    if (hours.some((hour) => isInsideNotice(now, date, hour, settings.minNoticeHours))) {
      const message = VENUE_RULE_MESSAGES.tooSoon(settings.minNoticeHours);
      throw refused('TOO_SOON', message, 'selectedSlots');
    }
  }
  if (hours.some((hour) => !isOpenAt(settings.openingHours, date, hour))) {
    throw refused('VENUE_CLOSED', VENUE_RULE_MESSAGES.venueClosed, 'selectedSlots');
  }
  const court = input.selectedCourt;
  const closure =
    court && closures.find((span) => hours.some((hour) => closureCovers(span, court, date, hour)));
  if (closure) {
    throw refused('COURT_CLOSED', VENUE_RULE_MESSAGES.courtClosed(closure.reason), 'selectedSlots');
  }
  const card = {
    cardPayments: ctx.checkout !== undefined,
    bookingType: input.bookingType,
    walkIn: booker.kind === 'admin',
  };
  if (mustPayByCard(card, settings.requireCardAdvance) && input.paymentType !== 'PayViaCard') {
    throw refused('CARD_REQUIRED', VENUE_RULE_MESSAGES.cardRequired, 'paymentType');
  }
}
