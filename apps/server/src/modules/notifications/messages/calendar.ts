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
 * A booking series as one repeating event (see docs/notifications.md#series), in the venue's time
 * zone: the first date's court and hours, an RRULE (weekly, its interval, as many dates as the
 * series asked for), an EXDATE for each date not booked (skipped when made, or cancelled) and, for
 * each date moved off the rule (another court, hours or day), an event of the same UID with its
 * RECURRENCE-ID. The UID stays the series' and the SEQUENCE rises with each change, so the file a
 * change sends (`series-changed`) updates the series a calendar holds to how it now stands.
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
  const [first] = series.dates;
  if (!first) return calendar.toString();
  const start = Math.min(...first.slotHours);
  const end = Math.max(...first.slotHours) + 1;
  // The n-th date the rule gives: where the series' n-th date stood before any move.
  const ruleDate = (index: number) => addDays(first.date, 7 * series.everyWeeks * index);
  const rule = rrule.RRule.optionsToString({
    freq: rrule.RRule.WEEKLY,
    interval: series.everyWeeks,
    count: series.dates.length,
  });
  const skipped = series.dates.flatMap((date, index) => (date.skipped !== null ? [index] : []));
  const exdate =
    skipped.length > 0
      ? `\nEXDATE;TZID=${venue.timeZone}:${skipped.map((index) => compactWallClock(ruleDate(index), start)).join(',')}`
      : '';
  const common = {
    // A renewal's file is a new event beside the first one: its UID names its first date.
    id: `series-${series.id}-${first.date}@${host}`,
    timezone: venue.timeZone,
    location: venue.address ?? venue.name,
    description: link ? `Your bookings: ${link}` : `Your bookings at ${venue.name}`,
    ...(link ? { url: link } : {}),
    sequence: Math.max(
      0,
      Math.floor((series.updatedAt.getTime() - series.createdAt.getTime()) / 1000),
    ),
  };
  const summary = (court: SeriesFacts['selectedCourt']) =>
    `${bookingTitle({ bookingType: 'Padel', selectedCourt: court, numberOfGuests: 4 })} at ${venue.name}`;
  const booked = series.dates.some((date) => date.skipped === null);
  calendar.createEvent({
    ...common,
    start: wallClock(first.date, start),
    end: wallClock(first.date, end),
    summary: summary(first.selectedCourt),
    // Every date cancelled: calendars strike the whole series out.
    status: booked ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    repeating: `${rule}${exdate}`,
  });
  series.dates.forEach((date, index) => {
    const from = Math.min(...date.slotHours);
    const to = Math.max(...date.slotHours) + 1;
    const onRule =
      date.date === ruleDate(index) &&
      from === start &&
      to === end &&
      date.selectedCourt === first.selectedCourt;
    if (date.skipped !== null || onRule) return;
    calendar.createEvent({
      ...common,
      recurrenceId: wallClock(ruleDate(index), start),
      start: wallClock(date.date, from),
      end: wallClock(date.date, to),
      summary: summary(date.selectedCourt),
      status: ICalEventStatus.CONFIRMED,
    });
  });
  return calendar.toString();
}
