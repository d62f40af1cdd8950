import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { bookingColumns, type BookingRow } from './bookings.repo';

/** The most links one e-mail lists: a customer's own upcoming bookings are far fewer. */
const MAX_LINKS = 20;

/** Bookings of an address from today on that still stand (pending or confirmed), soonest first. */
export function upcomingBookingsOf(
  db: Database,
  email: string,
  today: string,
): Promise<BookingRow[]> {
  return db
    .select(bookingColumns)
    .from(bookings)
    .where(
      and(
        eq(sql`lower(${bookings.email})`, email.toLowerCase()),
        gte(bookings.selectedDate, today),
        inArray(bookings.status, ['Pending', 'Booking Confirmed']),
      ),
    )
    .orderBy(asc(bookings.selectedDate), asc(bookings.id))
    .limit(MAX_LINKS);
}
