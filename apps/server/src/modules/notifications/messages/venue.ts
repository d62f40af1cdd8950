import { venueNow } from '@padel/contracts';
/** What every message says of the venue, and where its links point. */
export interface VenueInfo {
  name: string;
  /** The venue's contact, from its settings (docs/venue-settings.md#contact); unset: not shown. */
  address: string | undefined;
  phone?: string;
  /** International form, digits only. */
  whatsapp?: string;
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

/** "Monday, 7 January 2030, 05:30 PM": an instant, as the venue's clock reads it. */
export function venueDateTime(instant: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(instant);
  return `${longDate(venueNow(timeZone, instant).date)}, ${time}`;
}

/**
 * The venue's contact lines under every e-mail (docs/venue-settings.md#contact): its name and
 * address, then how to call or message it, each only when set.
 */
export function venueContactLines(venue: VenueInfo): string[] {
  const reach = [
    venue.phone ? `Phone ${venue.phone}` : '',
    venue.whatsapp ? `WhatsApp +${venue.whatsapp}` : '',
  ].filter(Boolean);
  return [
    `${venue.name}${venue.address ? `, ${venue.address}` : ''}`,
    ...(reach.length > 0 ? [reach.join(' · ')] : []),
  ];
}
