import { BOOKING_ROUTES, routePath } from '@padel/contracts';
import {
  advanceOf,
  bookingMoney,
  formatPrice,
  MONEY_LABELS,
  refundLabel,
  MOVEMENT_METHOD_WORDS,
  TRANSFER_MESSAGES,
  transferReference,
  slotLabel,
  slotRanges,
  type BookingStatus,
} from '@padel/contracts';
import { moneyFieldsOf, type BookingFacts } from './booking-facts';
import type { EmailBody } from '../channels/email-channel';
import { bookingTitle } from './booking-title';
import { bookingCalendar } from './calendar';
import { refundComing } from './refund-coming';
import { renderEmail, type EmailContent } from './email-layout';
import { longDate, quoted, venueDateTime, type VenueInfo } from './venue';

/** The messages a customer gets about their booking (see docs/notifications.md#customers). */
export type BookingMessageKind =
  | 'booking-received'
  | 'booking-confirmed'
  | 'booking-cancelled'
  | 'booking-reminder'
  | 'booking-changed';

const STATUS_WORDS: Record<BookingStatus, string> = {
  Pending: 'Pending confirmation',
  'Booking Confirmed': 'Confirmed',
  arrived: 'Arrived',
  'Booking Cancelled': 'Cancelled',
  'No-show': 'Not attended',
};

/** The customer's own booking page (see docs/bookings.md#customer-page). */
export const bookingLink = (booking: Pick<BookingFacts, 'accessToken'>, venue: VenueInfo) =>
  `${venue.bookingUrl}${routePath(BOOKING_ROUTES.myBooking, { token: booking.accessToken })}`;

const bookingTimes = (booking: BookingFacts) =>
  slotRanges(booking.slotHours.map(slotLabel)).join(', ');

function bookingFacts(booking: BookingFacts): [string, string][] {
  const facts: [string, string][] = [
    ['Booking', bookingTitle(booking)],
    ['Date', longDate(booking.selectedDate)],
    ['Time', bookingTimes(booking)],
    ['Name', quoted(booking.customerName)],
    ['Status', STATUS_WORDS[booking.status]],
  ];
  if (booking.bookingType === 'Padel') facts.push(...moneyFacts(booking));
  return facts;
}

/**
 * The money as the one reading says it (docs/payments.md#one-reading), as the customer's page shows
 * it: the total, an advance only where one is due, what was paid and how, what went back, and
 * what is still to pay once it differs from the total.
 */
function moneyFacts(booking: BookingFacts): [string, string][] {
  const money = bookingMoney(moneyFieldsOf(booking));
  const facts: [string, string][] = [[MONEY_LABELS.total, formatPrice(money.total)]];
  if (money.advanceDue && money.advance !== null) {
    facts.push([MONEY_LABELS.advance, `${formatPrice(money.advance)}, to pay by card`]);
  }
  if (money.paid > 0) {
    facts.push([MONEY_LABELS.paid, `${formatPrice(money.paid)} (${money.paidHow})`]);
  }
  if (money.refunded > 0) {
    facts.push([refundLabel(money), `${formatPrice(money.refunded)} (${money.refundHow})`]);
  }
  if (money.owed !== money.total) facts.push(['Still to pay', formatPrice(money.owed)]);
  return facts;
}

/**
 * What becomes of the money when the booking is cancelled (see docs/payments.md#refunds): what
 * comes back, how and by when, or that it is kept.
 */
function moneyOnCancel(booking: BookingFacts, venue: VenueInfo): string[] {
  const money = bookingMoney(moneyFieldsOf(booking));
  return refundComing(booking.refund, money.paid, venue.timeZone);
}

const KEEP_THIS =
  'Keep this message: the link is your booking’s own page, with its status and, once paid, its invoice.';

/** The booking's calendar file: its events keep their UIDs, so a calendar updates them. */
function calendarFile(booking: BookingFacts, venue: VenueInfo, link: string) {
  return {
    filename: 'booking.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: bookingCalendar(booking, venue, link),
  };
}

/**
 * What a booking held for its transfer asks of the customer (docs/payments.md#transfers): the
 * advance, how, by when and with which reference; undefined for any other booking.
 */
function transferToSend(booking: BookingFacts, venue: VenueInfo): string | undefined {
  if (!booking.transferMethod || !booking.transferBy || booking.status !== 'Pending') return;
  const advance = formatPrice(advanceOf(booking.amount));
  const by = venueDateTime(booking.transferBy, venue.timeZone);
  return `${TRANSFER_MESSAGES.toCheck}: send the advance of ${advance} by ${MOVEMENT_METHOD_WORDS[booking.transferMethod]} before ${by}, writing ${transferReference(booking.id)} as the reference, then upload the receipt on your booking's page or send it to the venue on WhatsApp. Your slots are held until then, and we write again once staff have checked it.`;
}

/** "Padel, Blue Court (Court 1), Monday, 7 January 2030, 05:00 PM - 06:00 PM". */
const placeAndTime = (booking: BookingFacts) =>
  `${bookingTitle(booking)}, ${longDate(booking.selectedDate)}, ${bookingTimes(booking)}`;

function content(
  kind: BookingMessageKind,
  booking: BookingFacts,
  venue: VenueInfo,
  previous?: BookingFacts,
): EmailContent {
  const when = `${bookingTitle(booking)} on ${longDate(booking.selectedDate)}`;
  const action = { label: 'View your booking', url: bookingLink(booking, venue) };
  const facts = bookingFacts(booking);
  switch (kind) {
    case 'booking-changed': {
      const moved = previous !== undefined && placeAndTime(previous) !== placeAndTime(booking);
      return {
        subject: `Booking changed: ${when}`,
        heading: 'Your booking has changed',
        paragraphs: [
          `${venue.name} has changed your booking. Its details are now as below.`,
          ...(moved ? [`It was: ${placeAndTime(previous)}.`] : []),
        ],
        facts,
        action,
        closing: [
          KEEP_THIS,
          'The calendar file attached updates the booking in your calendar.',
          'If this is not what you agreed with the venue, please contact it.',
        ],
        attachments: [calendarFile(booking, venue, action.url)],
      };
    }
    case 'booking-received':
      return {
        subject: `Booking received: ${when}`,
        heading: 'We have your booking',
        paragraphs: [
          `Thank you for booking with ${venue.name}.`,
          transferToSend(booking, venue) ??
            (booking.status === 'Pending'
              ? 'Your booking is waiting for the venue to confirm it: we will write again as soon as it is confirmed.'
              : `Your booking is ${STATUS_WORDS[booking.status].toLowerCase()}.`),
        ],
        facts,
        action,
        closing: [KEEP_THIS, 'The calendar file attached adds the booking to your calendar.'],
        attachments: [calendarFile(booking, venue, action.url)],
      };
    case 'booking-confirmed':
      return {
        subject: `Booking confirmed: ${when}`,
        heading: 'Your booking is confirmed',
        paragraphs: [`Good news: ${venue.name} has confirmed your booking. See you there!`],
        facts,
        action,
        closing: [KEEP_THIS],
      };
    case 'booking-cancelled':
      return {
        subject: `Booking cancelled: ${when}`,
        heading: 'Your booking is cancelled',
        paragraphs: [
          `We are sorry: your booking at ${venue.name} has been cancelled.`,
          `Reason: ${booking.cancelReason ?? 'not given'}`,
          ...moneyOnCancel(booking, venue),
        ],
        facts,
        action,
        closing: ['If you did not expect this, please contact the venue.'],
      };
    case 'booking-reminder':
      return {
        subject: `Reminder: ${bookingTitle(booking)} at ${bookingTimes(booking)}`,
        heading: 'See you soon',
        paragraphs: [
          `A reminder of your booking at ${venue.name}, ${longDate(booking.selectedDate)}, ${bookingTimes(booking)}.`,
        ],
        facts,
        action,
        closing: ['If you cannot come, please let the venue know so someone else can play.'],
      };
  }
}

/**
 * The booking-received e-mail of a hold awaiting its code (docs/security.md#calendar-fill), logged
 * as "Booking code":
 * the code, and a link to the booking's page that enters it, before the booking's details.
 */
export function bookingCodeEmail(
  booking: BookingFacts,
  venue: VenueInfo,
  code: string,
  minutes: number,
): EmailBody {
  const received = content('booking-received', booking, venue);
  return renderEmail(venue, {
    ...received,
    subject: `Confirm your booking: ${code}`,
    heading: 'Confirm your booking',
    paragraphs: [
      `Thank you for booking with ${venue.name}. To keep these slots, confirm the booking within ${minutes} minutes: press the button below, or enter this code on the booking's page.`,
      `Your code: ${code}`,
      'If you did not make this booking, ignore this message: its slots are released by themselves.',
    ],
    action: { label: 'Confirm your booking', url: `${bookingLink(booking, venue)}?code=${code}` },
  });
}

export const bookingEmail = (
  kind: BookingMessageKind,
  booking: BookingFacts,
  venue: VenueInfo,
  previous?: BookingFacts,
): EmailBody => renderEmail(venue, content(kind, booking, venue, previous));

/**
 * The body parameters of the booking's WhatsApp template, in order (see
 * docs/notifications.md#whatsapp): name, booking, date, time (the new ones, for a change), then
 * status (received) or reason (cancelled), and last the link to the booking's page.
 */
export function bookingWhatsappParameters(
  kind: BookingMessageKind,
  booking: BookingFacts,
  venue: VenueInfo,
): string[] {
  const common = [
    booking.customerName,
    bookingTitle(booking),
    longDate(booking.selectedDate),
    bookingTimes(booking),
  ];
  const middle =
    kind === 'booking-received'
      ? [transferToSend(booking, venue) ?? STATUS_WORDS[booking.status]]
      : kind === 'booking-cancelled'
        ? [[booking.cancelReason ?? 'not given', ...moneyOnCancel(booking, venue)].join(' ')]
        : [];
  return [...common, ...middle, bookingLink(booking, venue)];
}
