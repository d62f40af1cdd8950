import type { Court, SeriesSkip } from '@padel/contracts';

/**
 * What a message about a booking series says of it (docs/bookings.md#series): the notifications
 * module's own input (ADR 030), made by the bookings module from the series and its bookings.
 */
export interface SeriesFacts {
  id: number;
  customerName: string;
  email: string;
  phoneNumber: string;
  selectedCourt: Court;
  /** Start hours of the consecutive slots of every date. */
  slotHours: number[];
  everyWeeks: number;
  /**
   * Every date the series asked for, in order: booked (with its booking's link key) or not. A
   * date's court and hours are its own: a date moved alone keeps the series' rhythm in its place.
   */
  dates: {
    date: string;
    selectedCourt: Court;
    slotHours: number[];
    /** The date's booking page key; null for a date without a live (upcoming) booking. */
    accessToken: string | null;
    /** Why the date has no live booking (series-messages.ts words it); null when it is booked. */
    skipped: SeriesSkip | null;
    /** The closure's own reason, for a date a closure kept from being booked. */
    closureReason: string | null;
    amount: number;
  }[];
  /** The series paid in full when it was made. */
  paidUpFront: boolean;
  /** Until when the hours after the last date are kept for the customer (renewal). */
  renewBy: string | null;
  /** A calendar file's SEQUENCE: seconds from the series' creation to its last change. */
  createdAt: Date;
  updatedAt: Date;
}

/** Where one date of a series is played: its day, court and hours. */
export interface SeriesDatePlace {
  selectedDate: string;
  selectedCourt: Court | null;
  slotHours: number[];
}

/**
 * What a series change did (docs/bookings.md#series), as values: series-messages.ts words it.
 * Each date changed, where it was and where it is now (`after` null: cancelled).
 */
export interface SeriesChange {
  what: 'cancelled' | 'moved';
  dates: { before: SeriesDatePlace; after: SeriesDatePlace | null }[];
  reason: string | null;
}
