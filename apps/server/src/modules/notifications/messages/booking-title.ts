import { COURT_NAMES } from '@padel/contracts';
import type { BookingFacts } from './booking-facts';

/** "Padel, Blue Court (Court 1)" or "Café table for 4". */
export function bookingTitle(
  booking: Pick<BookingFacts, 'bookingType' | 'selectedCourt' | 'numberOfGuests'>,
) {
  if (booking.bookingType === 'Table') {
    return `Café table for ${booking.numberOfGuests}`;
  }
  const court = booking.selectedCourt!;
  return `Padel, ${COURT_NAMES[court]} (${court})`;
}
