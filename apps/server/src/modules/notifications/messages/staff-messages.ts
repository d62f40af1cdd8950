import type { BookingFacts } from './booking-facts';
import type { EmailBody } from '../channels/email-channel';
import { bookingTitle } from './booking-title';
import { renderEmail } from './email-layout';
import { longDate, quoted, type VenueInfo } from './venue';
import { APP_ROUTES, formatPrice, routePath, slotLabel, slotRanges } from '@padel/contracts';

/** The facts of a booking in a staff alert. */
function bookingFacts(booking: BookingFacts, times: string): [string, string][] {
  return [
    ['Booking', bookingTitle(booking)],
    ['Date', longDate(booking.selectedDate)],
    ['Time', times],
    ['Name', quoted(booking.customerName)],
    ['Phone', quoted(booking.phoneNumber)],
    ['E-mail', booking.email],
  ];
}

const bookingAction = (booking: BookingFacts, venue: VenueInfo) => ({
  label: 'Open the booking',
  url: `${venue.appUrl}${routePath(APP_ROUTES.bookingDetail, { id: booking.id })}`,
});

/** The venue's own alert of a new booking (see docs/notifications.md#staff-alerts). */
export function staffNewBookingEmail(booking: BookingFacts, venue: VenueInfo): EmailBody {
  const times = slotRanges(booking.slotHours.map(slotLabel)).join(', ');
  return renderEmail(venue, {
    subject: `New booking: ${bookingTitle(booking)}, ${longDate(booking.selectedDate)}, ${times}`,
    heading: 'New booking',
    paragraphs: [
      booking.bookingSource === 'in-person'
        ? 'A walk-in booking was entered.'
        : 'A customer has booked online; it waits for your confirmation.',
    ],
    facts: bookingFacts(booking, times),
    action: bookingAction(booking, venue),
  });
}

/**
 * The venue's alert that a customer cancelled their own booking (see
 * docs/venue-settings.md#customer-cancel): its slots are free again.
 */
export function staffCustomerCancelledEmail(booking: BookingFacts, venue: VenueInfo): EmailBody {
  const times = slotRanges(booking.slotHours.map(slotLabel)).join(', ');
  return renderEmail(venue, {
    subject: `Cancelled by the customer: ${bookingTitle(booking)}, ${longDate(booking.selectedDate)}, ${times}`,
    heading: 'Booking cancelled by the customer',
    paragraphs: [
      'The customer cancelled this booking from their booking page; its slots are free again.',
      ...(booking.refund
        ? [
            `${formatPrice(booking.refund.amount)} is owed back to them: it is under Refunds until it is paid back.`,
          ]
        : []),
    ],
    facts: bookingFacts(booking, times),
    action: bookingAction(booking, venue),
  });
}
