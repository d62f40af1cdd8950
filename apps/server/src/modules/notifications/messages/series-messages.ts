import {
  BOOKING_ROUTES,
  COURT_NAMES,
  formatPrice,
  repeatsWords,
  routePath,
  slotLabel,
  slotRanges,
  weekdayOf,
  type SeriesSkip,
} from '@padel/contracts';
import type { EmailBody } from '../channels/email-channel';
import { seriesCalendar } from './calendar';
import { renderEmail, type EmailContent } from './email-layout';
import type { SeriesChange, SeriesDatePlace, SeriesFacts } from './series-facts';
import { longDate, quoted, type VenueInfo } from './venue';

/** The customer's messages about a whole series (docs/notifications.md#series). */
export type SeriesMessageKind = 'series-booked' | 'series-changed' | 'series-renewal';

const times = (series: SeriesFacts) => slotRanges(series.slotHours.map(slotLabel)).join(', ');

const title = (series: SeriesFacts) =>
  `Padel, ${COURT_NAMES[series.selectedCourt]} (${series.selectedCourt})`;

const every = (series: SeriesFacts) =>
  series.everyWeeks === 1 ? 'every week' : `every ${series.everyWeeks} weeks`;

/** The page of the series' first upcoming booking: it shows the series' other dates. */
function seriesLink(series: SeriesFacts, venue: VenueInfo): string | undefined {
  const token = series.dates.find((date) => date.accessToken)?.accessToken;
  return token ? `${venue.bookingUrl}${routePath(BOOKING_ROUTES.myBooking, { token })}` : undefined;
}

/** Why a date is not booked, in the customer's words. */
const SKIP_WORDS: Record<SeriesSkip, string> = {
  taken: 'the court is taken',
  closed: 'the venue is closed',
  'outside-hours': 'outside opening hours',
  cancelled: 'cancelled',
};

/** Why a date is not booked: a closure says its own reason ("closed: Resurfacing"). */
const skipWords = (skipped: SeriesSkip, closureReason: string | null) =>
  skipped === 'closed' && closureReason ? `closed: ${closureReason}` : SKIP_WORDS[skipped];

/** One line per date: "Monday, 7 January 2030: booked, PKR 5,000" or why it is not booked. */
const dateLines = (series: SeriesFacts) =>
  series.dates.map(
    ({ date, skipped, closureReason, amount }) =>
      `${longDate(date)}: ${skipped ? `not booked (${skipWords(skipped, closureReason)})` : `booked, ${formatPrice(amount)}`}`,
  );

/** "Monday, 7 January 2030, 06:00 PM - 07:00 PM, Court 1". */
const whenOf = (place: SeriesDatePlace) =>
  `${longDate(place.selectedDate)}, ${slotRanges(place.slotHours.map(slotLabel)).join(', ')}, ${place.selectedCourt}`;

/** One line per date changed: "…: cancelled", or "… is now …". */
const changeLines = (change: SeriesChange | undefined) =>
  (change?.dates ?? []).map(({ before, after }) =>
    after ? `${whenOf(before)} is now ${whenOf(after)}` : `${whenOf(before)}: cancelled`,
  );

function facts(series: SeriesFacts): [string, string][] {
  const booked = series.dates.filter((date) => !date.skipped);
  const total = booked.reduce((sum, date) => sum + date.amount, 0);
  return [
    ['Booking', title(series)],
    ['Time', times(series)],
    ['Repeats', every(series)],
    ['Name', quoted(series.customerName)],
    ['Dates booked', String(booked.length)],
    [series.paidUpFront ? 'Paid' : 'Total', formatPrice(total)],
  ];
}

function calendarFile(series: SeriesFacts, venue: VenueInfo, link: string | undefined) {
  return {
    filename: 'series.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: seriesCalendar(series, venue, link),
  };
}

function content(
  kind: SeriesMessageKind,
  series: SeriesFacts,
  venue: VenueInfo,
  change?: SeriesChange,
): EmailContent {
  const link = seriesLink(series, venue);
  const action = link ? { label: 'View your bookings', url: link } : undefined;
  const first = series.dates[0]?.date ?? '';
  switch (kind) {
    case 'series-booked':
      return {
        subject: `Weekly booking confirmed: ${title(series)}, ${times(series)}`,
        heading: 'Your regular game is booked',
        paragraphs: [
          `Thank you for playing at ${venue.name}. Your game is booked ${every(series)} from ${longDate(first)}:`,
          ...dateLines(series),
        ],
        facts: facts(series),
        action,
        closing: [
          'The calendar file attached adds every date to your calendar.',
          'Each date has its own page, where you can cancel it within the cancellation policy.',
        ],
        attachments: [calendarFile(series, venue, link)],
      };
    case 'series-changed':
      return {
        subject: `Weekly booking changed: ${title(series)}`,
        heading: 'Your regular game has changed',
        paragraphs: [
          `${venue.name} has ${change?.what ?? 'changed'} some of your dates:`,
          ...changeLines(change),
          ...(change?.reason ? [`Reason: ${change.reason}`] : []),
          'Your dates are now:',
          ...dateLines(series),
        ],
        facts: facts(series),
        action,
        closing: [
          'The calendar file attached updates the series in your calendar.',
          'If this is not what you agreed with the venue, please contact it.',
        ],
        attachments: [calendarFile(series, venue, link)],
      };
    case 'series-renewal':
      return {
        subject: `Keep your regular game: ${title(series)}, ${times(series)}`,
        heading: 'Your regular game ends soon',
        paragraphs: [
          `Your game at ${venue.name} (${title(series)}, ${times(series)}, ${every(series)}) has its last date on ${longDate(series.dates.at(-1)?.date ?? first)}.`,
          series.renewBy
            ? `We keep the same day and hours for you until ${longDate(series.renewBy)}: contact the venue to continue.`
            : 'Contact the venue to continue.',
        ],
        facts: facts(series),
        action,
        closing: ['If you do not wish to continue, there is nothing to do.'],
      };
  }
}

export const seriesEmail = (
  kind: SeriesMessageKind,
  series: SeriesFacts,
  venue: VenueInfo,
  change?: SeriesChange,
): EmailBody => renderEmail(venue, content(kind, series, venue, change));

/**
 * The body parameters of the series' WhatsApp template, in order (see
 * docs/notifications.md#whatsapp): name, booking, day and time ("Every Tuesday, 08:00 PM - 09:00
 * PM"), first and last date booked, how many dates are booked, then what changed (changed) or until
 * when the hours are kept (renewal), and last the link to the first upcoming date's page.
 */
export function seriesWhatsappParameters(
  kind: SeriesMessageKind,
  series: SeriesFacts,
  venue: VenueInfo,
  change?: SeriesChange,
): string[] {
  const booked = series.dates.filter((date) => !date.skipped);
  const shown = booked.length > 0 ? booked : series.dates;
  const first = shown[0]?.date ?? '';
  const last = shown.at(-1)?.date ?? first;
  const common = [
    series.customerName,
    title(series),
    `${repeatsWords(series.everyWeeks, weekdayOf(last))}, ${times(series)}`,
    longDate(first),
    longDate(last),
    String(booked.length),
  ];
  const changed = change?.dates.length ?? 0;
  const middle =
    kind === 'series-changed'
      ? [
          `${changed} ${changed === 1 ? 'date' : 'dates'} ${change?.what ?? 'changed'}${change?.reason ? ` (${change.reason})` : ''}`,
        ]
      : kind === 'series-renewal'
        ? [series.renewBy ? longDate(series.renewBy) : longDate(last)]
        : [];
  return [...common, ...middle, seriesLink(series, venue) ?? venue.bookingUrl];
}
