import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { addDays } from '@padel/contracts';
import ical, { ICalEventStatus } from 'ical-generator';
import rrule from 'rrule';
import type { BookingFacts } from './booking-facts';
import { bookingTitle } from './booking-title';
import type { SeriesFacts } from './series-facts';
import type { VenueInfo } from './venue';

/** "2030-01-07T17:00:00": a wall-clock time that the calendar's TZID places in the venue's zone. */
function wallClock(date: string, hour: number): string {
  const day = hour >= 24 ? addDays(date, 1) : date;
  return `${day}T${String(hour % 24).padStart(2, '0')}:00:00`;
}

/** Each run of consecutive hours as its start and (exclusive) end hour: 17, 18 -> 17 to 19. */
function runs(hours: readonly number[]): { start: number; end: number }[] {
  const result: { start: number; end: number }[] = [];
  for (const hour of [...new Set(hours)].sort((a, b) => a - b)) {
    const last = result.at(-1);
    if (last?.end === hour) last.end = hour + 1;
    else result.push({ start: hour, end: hour + 1 });
  }
  return result;
}

/**
 * The booking as an `.ics` file (see docs/notifications.md#booking-received): one event per run of
 * consecutive hours, in the venue's own time zone (with its VTIMEZONE), linking to the customer's
 * booking page. The UID is the booking's and the SEQUENCE rises with each change, so a later file
 * (docs/bookings.md#moving-a-booking) updates the same event.
 */
export function bookingCalendar(booking: BookingFacts, venue: VenueInfo, link: string): string {
  const calendar = ical({
    prodId: { company: venue.name, product: 'bookings', language: 'EN' },
    timezone: { name: venue.timeZone, generator: getVtimezoneComponent },
  });
  const host = new URL(venue.bookingUrl).hostname;
  // A later file about the same booking (a change) must replace the events a calendar holds:
  // same UIDs, a higher SEQUENCE. Seconds since the booking was made rise with every change.
  const sequence = Math.max(
    0,
    Math.floor((booking.updatedAt.getTime() - booking.createdAt.getTime()) / 1000),
  );
  runs(booking.slotHours).forEach(({ start, end }, index) => {
    calendar.createEvent({
      id: `booking-${booking.id}-${index}@${host}`,
      start: wallClock(booking.selectedDate, start),
      end: wallClock(booking.selectedDate, end),
      timezone: venue.timeZone,
      summary: `${bookingTitle(booking)} at ${venue.name}`,
      location: venue.address ?? venue.name,
      description: `Your booking: ${link}`,
      url: link,
      sequence,
      // A pending booking is pencilled in: calendars show it as tentative.
      status: booking.status === 'Pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  });
  return calendar.toString();
}

/** "20300107T200000": a wall-clock time for an EXDATE in the venue's TZID. */
const compactWallClock = (date: string, hour: number) =>
  wallClock(date, hour).replaceAll('-', '').replaceAll(':', '');

/**
 * A booking series as one repeating event (see docs/notifications.md#series): the first date's
 * hours, an RRULE (weekly, its interval, as many dates as the series asked for) and an EXDATE for
 * each date that is not booked, in the venue's time zone.
 */
export function seriesCalendar(
  series: SeriesFacts,
  venue: VenueInfo,
  link: string | undefined,
): string {
  const calendar = ical({
    prodId: { company: venue.name, product: 'bookings', language: 'EN' },
    timezone: { name: venue.timeZone, generator: getVtimezoneComponent },
  });
  const host = new URL(venue.bookingUrl).hostname;
  const start = Math.min(...series.slotHours);
  const end = Math.max(...series.slotHours) + 1;
  const first = series.dates[0]!.date;
  const rule = rrule.RRule.optionsToString({
    freq: rrule.RRule.WEEKLY,
    interval: series.everyWeeks,
    count: series.dates.length,
  });
  const skipped = series.dates.filter((date) => date.skipped !== null);
  const exdate =
    skipped.length > 0
      ? `\nEXDATE;TZID=${venue.timeZone}:${skipped.map((date) => compactWallClock(date.date, start)).join(',')}`
      : '';
  calendar.createEvent({
    // A renewal's file is a new event beside the first one: its UID names its first date.
    id: `series-${series.id}-${first}@${host}`,
    start: wallClock(first, start),
    end: wallClock(first, end),
    timezone: venue.timeZone,
    summary: `${bookingTitle({ bookingType: 'Padel', selectedCourt: series.selectedCourt, numberOfGuests: 4 })} at ${venue.name}`,
    location: venue.address ?? venue.name,
    description: link ? `Your bookings: ${link}` : `Your bookings at ${venue.name}`,
    ...(link ? { url: link } : {}),
    sequence: Math.max(
      0,
      Math.floor((series.updatedAt.getTime() - series.createdAt.getTime()) / 1000),
    ),
    status: ICalEventStatus.CONFIRMED,
    repeating: `${rule}${exdate}`,
  });
  return calendar.toString();
}
