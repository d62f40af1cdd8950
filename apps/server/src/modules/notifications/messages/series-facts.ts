import type { Court } from '@padel/contracts';

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
    /** Why the date has no live booking, in words; null when it is booked. */
    skipped: string | null;
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

/** What a series change says happened: the dates it cancelled or moved, in words. */
export interface SeriesChange {
  /** "cancelled" or "moved". */
  what: 'cancelled' | 'moved';
  /** The dates changed, each with what it became ("Monday, 7 January 2030: cancelled"). */
  lines: string[];
  reason: string | null;
}
