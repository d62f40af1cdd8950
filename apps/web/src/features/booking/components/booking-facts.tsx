import {
  COURT_NAMES,
  type BookingType,
  type Court,
  type CustomerBooking,
  type PriceLine,
} from '@padel/contracts';
import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/format';
import { formatLongDate } from '@/lib/venue-time';
import classes from './booking-facts.module.css';
import shared from './shared.module.css';

export const TYPE_NAMES: Record<BookingType, string> = {
  Padel: 'Padel court',
  Table: 'Café table',
};

export function CourtName({ court }: { court: Court }) {
  return (
    <span>
      <span className={shared.courtDot} data-court={court} aria-hidden="true" />
      {COURT_NAMES[court]} ({court})
    </span>
  );
}

interface BookingFactsProps {
  type: BookingType;
  court: Court | null;
  date: string;
  slots: readonly string[];
  guests?: number;
  /** Extra rows (status, payment...) after the booking's own facts. */
  children?: ReactNode;
}

/** What was booked: type, court, date and hours, as a description list. */
export function BookingFacts({ type, court, date, slots, guests, children }: BookingFactsProps) {
  return (
    <dl className={classes.facts}>
      <dt>Booking type</dt>
      <dd>{TYPE_NAMES[type]}</dd>
      {type === 'Padel' && court && (
        <>
          <dt>Court</dt>
          <dd>
            <CourtName court={court} />
          </dd>
        </>
      )}
      <dt>Date</dt>
      <dd>{formatLongDate(date)}</dd>
      <dt>{slots.length === 1 ? 'Hour' : `Hours (${slots.length})`}</dt>
      <dd>
        <ul className={classes.hours}>
          {slots.map((slot) => (
            <li key={slot}>{slot}</li>
          ))}
        </ul>
      </dd>
      {guests !== undefined && (
        <>
          <dt>Guests</dt>
          <dd>{guests}</dd>
        </>
      )}
      {children}
    </dl>
  );
}

/** The facts of a booking the server stored (thank-you and customer pages), rows after them. */
export function StoredBookingFacts({
  booking,
  children,
}: {
  booking: CustomerBooking;
  children?: ReactNode;
}) {
  return (
    <BookingFacts
      type={booking.bookingType}
      court={booking.selectedCourt}
      date={booking.selectedDate}
      slots={booking.selectedSlots}
      guests={booking.numberOfGuests}
    >
      {children}
    </BookingFacts>
  );
}

/** A fact row for `BookingFacts` children. */
export function FactRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * One line per unit price, "2 × PKR 4,000 = PKR 8,000", then the Total Price (see
 * docs/prices.md#price-lines).
 */
export function PriceBreakdown({
  lines,
  total,
  totalLabel = 'Total Price',
}: {
  lines: readonly PriceLine[];
  total: number;
  totalLabel?: string;
}) {
  return (
    <div className={classes.prices}>
      <ul className={classes.lines} aria-label="Pricing breakdown">
        {lines.map((line) => (
          <li key={line.unitPrice}>
            {line.quantity} × {formatPrice(line.unitPrice)} = {formatPrice(line.total)}
          </li>
        ))}
      </ul>
      <p className={classes.total}>
        <span>{totalLabel}</span> <strong>{formatPrice(total)}</strong>
      </p>
    </div>
  );
}
