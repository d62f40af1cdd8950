import { BOOKING_LINK_PARAMS, BOOKING_ROUTES, routePath } from '@padel/contracts';
import type { BookingFacts } from './booking-facts';
import type { EmailBody } from '../channels/email-channel';
import { bookingLink } from './booking-messages';
import { bookingTitle } from './booking-title';
import { renderEmail } from './email-layout';
import { longDate, type VenueInfo } from './venue';

/**
 * Find my booking's answer by e-mail (see docs/notifications.md#find-my-booking): the links of the
 * address's upcoming bookings, soonest first.
 */
export function findMyBookingEmail(bookings: BookingFacts[], venue: VenueInfo): EmailBody {
  const lines = bookings.map((booking) => {
    const what = `${bookingTitle(booking)}, ${longDate(booking.selectedDate)}`;
    return `${what}: ${bookingLink(booking, venue)}`;
  });
  return renderEmail(venue, {
    subject: `Your upcoming ${venue.name} bookings`,
    heading: 'Your upcoming bookings',
    paragraphs: [
      `You asked for the links to your bookings at ${venue.name}. Each one opens the booking’s own page:`,
      ...lines,
    ],
    closing: ['If you did not ask for this, you can ignore this e-mail.'],
  });
}

/**
 * The queue's promise (see docs/bookings.md#queue): a table has freed up on a day this customer
 * queued for. First come, first served: the notice says so.
 */
export function queueNoticeEmail(date: string, venue: VenueInfo): EmailBody {
  return renderEmail(venue, {
    subject: `A café table is free on ${longDate(date)}`,
    heading: 'A table has freed up',
    paragraphs: [
      `You asked us to tell you if a café table at ${venue.name} freed up on ${longDate(date)}. One just has.`,
      'Tables go to whoever books first, so book soon if you still want it.',
    ],
    action: {
      label: 'Book a table',
      url: `${venue.bookingUrl}${routePath(BOOKING_ROUTES.home)}?${new URLSearchParams({
        [BOOKING_LINK_PARAMS.bookingTypes]: 'Table',
        [BOOKING_LINK_PARAMS.formattedDate]: date,
      })}`,
    },
  });
}
