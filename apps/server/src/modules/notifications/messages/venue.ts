/** What every message says of the venue, and where its links point. */
export interface VenueInfo {
  name: string;
  address: string | undefined;
  timeZone: string;
  /** PUBLIC_BOOKING_URL: customers' booking pages. */
  bookingUrl: string;
  /** PUBLIC_APP_URL: the menu and the admin screens. */
  appUrl: string;
}

/**
 * What a customer typed, as a quotation on one line: whatever it says, it reads as their words,
 * never as a line of the venue's own message (docs/decisions/011-hardening.md).
 */
export const quoted = (text: string) => `"${text.replace(/\s+/g, ' ').trim().slice(0, 300)}"`;

/** "Monday, 7 January 2030": a calendar date, the same in every zone. */
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
