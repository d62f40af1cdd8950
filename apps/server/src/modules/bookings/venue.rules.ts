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
import type { Booker, BookingContext } from './booking-context.service';
import { fieldRefusal, refusalError, type Refusal } from './booking-refusals.rules';

/**
 * Not a past day or an hour that is over (see docs/bookings.md#form-checks,
 * docs/bookings.md#venue-time): the hour under way may still be booked.
 */
export function pastRefusal(
  ctx: Pick<BookingContext, 'timeZone' | 'now'>,
  date: string,
  hours: number[],
): Refusal | undefined {
  const now = venueNow(ctx.timeZone, ctx.now());
  if (date < now.date)
    return { status: 400, code: 'DATE_PAST', message: BOOKING_MESSAGES.datePast };
  if (hours.some((hour) => slotHasEnded(now, date, hour))) {
    return { status: 400, code: 'SLOT_PAST', message: BOOKING_MESSAGES.slotPast };
  }
  return undefined;
}

/** `pastRefusal`, thrown. */
export function assertNotPast(
  ctx: Pick<BookingContext, 'timeZone' | 'now'>,
  date: string,
  hours: number[],
) {
  const refusal = pastRefusal(ctx, date, hours);
  if (refusal) throw refusalError(refusal);
}

/**
 * The first of the venue's rules the booking breaks, if any (see
 * docs/venue-settings.md#enforcement): open hours and closures for everyone; the hour cap,
 * window, notice and card advance for customers online, not for walk-ins.
 */
export function venueRefusal(
  ctx: Pick<BookingContext, 'timeZone' | 'now' | 'checkout'>,
  input: Pick<BookingRequestValue, 'selectedDate' | 'selectedCourt' | 'bookingType'> & {
    paymentType?: CreateBookingInput['paymentType'];
  },
  hours: number[],
  booker: Booker,
  rules: { settings: VenueSettings; closures: ClosureSpan[] },
): Refusal | undefined {
  const { settings, closures } = rules;
  const date = input.selectedDate;
  if (booker.kind === 'customer') {
    const now = venueNow(ctx.timeZone, ctx.now());
    if (hours.length > settings.maxHoursPerBooking) {
      const message = VENUE_RULE_MESSAGES.tooManyHours(settings.maxHoursPerBooking);
      return fieldRefusal('TOO_MANY_HOURS', message, 'selectedSlots');
    }
    if (date > lastBookableDate(now.date, settings)) {
      const message = VENUE_RULE_MESSAGES.tooFarAhead(settings.bookingWindowDays);
      return fieldRefusal('TOO_FAR_AHEAD', message, 'selectedDate');
    }
    if (hours.some((hour) => isInsideNotice(now, date, hour, settings.minNoticeHours))) {
      const message = VENUE_RULE_MESSAGES.tooSoon(settings.minNoticeHours);
      return fieldRefusal('TOO_SOON', message, 'selectedSlots');
    }
  }
  if (hours.some((hour) => !isOpenAt(settings.openingHours, date, hour))) {
    return fieldRefusal('VENUE_CLOSED', VENUE_RULE_MESSAGES.venueClosed, 'selectedSlots');
  }
  const court = input.selectedCourt;
  const closure =
    court && closures.find((span) => hours.some((hour) => closureCovers(span, court, date, hour)));
  if (closure) {
    return fieldRefusal(
      'COURT_CLOSED',
      VENUE_RULE_MESSAGES.courtClosed(closure.reason),
      'selectedSlots',
    );
  }
  const card = {
    cardPayments: ctx.checkout !== undefined,
    bookingType: input.bookingType,
    walkIn: booker.kind === 'admin',
  };
  if (mustPayByCard(card, settings.requireCardAdvance) && input.paymentType !== 'PayViaCard') {
    return fieldRefusal('CARD_REQUIRED', VENUE_RULE_MESSAGES.cardRequired, 'paymentType');
  }
  return undefined;
}
