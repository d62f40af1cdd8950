import type { BookingRow } from '../../bookings/bookings.repo';
import type { EmailBody } from '../channels/email-channel';
import { bookingTitle } from './booking-messages';
import { renderEmail } from './email-layout';
import { longDate, quoted, type VenueInfo } from './venue';
import { slotLabel, slotRanges } from '@padel/contracts';

/** The venue's own alert of a new booking (see docs/notifications.md#staff-alerts). */
export function staffNewBookingEmail(booking: BookingRow, venue: VenueInfo): EmailBody {
  const times = slotRanges(booking.slotHours.map(slotLabel)).join(', ');
  return renderEmail(venue, {
    subject: `New booking: ${bookingTitle(booking)}, ${longDate(booking.selectedDate)}, ${times}`,
    heading: 'New booking',
    paragraphs: [
      booking.bookingSource === 'in-person'
        ? 'A walk-in booking was entered.'
        : 'A customer has booked online; it waits for your confirmation.',
    ],
    facts: [
      ['Booking', bookingTitle(booking)],
      ['Date', longDate(booking.selectedDate)],
      ['Time', times],
      ['Name', quoted(booking.customerName)],
      ['Phone', quoted(booking.phoneNumber)],
      ['E-mail', booking.email],
    ],
    action: {
      label: 'Open the booking',
      url: `${venue.appUrl}/booking-details/${booking.id}`,
    },
  });
}
