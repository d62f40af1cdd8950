import {
  APP_ROUTES,
  DAY_CLOSE_SECTION_WORDS,
  dayTakings,
  formatPrice,
  MOVEMENT_METHOD_WORDS,
  routePath,
  type ClosedDay,
  type MovementMethod,
} from '@padel/contracts';
import type { EmailBody } from '../channels/email-channel';
import { renderEmail } from './email-layout';
import { longDate, quoted, type VenueInfo } from './venue';

/** How the drawer came out, in words: "PKR 50 short", "PKR 20 over", "exact". */
export function differenceWords(difference: number): string {
  if (difference === 0) return 'exact';
  return `${formatPrice(Math.abs(difference))} ${difference < 0 ? 'short' : 'over'}`;
}

/** The closed day's screen, where the owner reads, prints and exports the whole report. */
export const dayCloseLink = (venue: VenueInfo, day: string) =>
  `${venue.appUrl}${routePath(APP_ROUTES.dayClose)}?date=${day}`;

/** "3 earlier counts", "1 booking". */
const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * The closed day's report to the owner (docs/till.md#day-close): what the day took (net of
 * refunds; the drawer's opening float, pay-ins and pay-outs are cash moved, not takings), the
 * totals by what and by method, the drawer and its difference; the screen holds every row.
 */
export function dayClosedEmail(closed: ClosedDay, venue: VenueInfo): EmailBody {
  const { report, drawer } = closed;
  const methods = Object.entries(report.byMethod) as [MovementMethod, number][];
  const takings = formatPrice(dayTakings(report));
  return renderEmail(venue, {
    subject: `Day closed: ${longDate(closed.businessDay)}, ${takings} taken, drawer ${differenceWords(drawer.difference)}`,
    heading: `Day closed: ${longDate(closed.businessDay)}`,
    paragraphs: [
      `${drawer.closedBy} closed the day with ${report.movementCount} movements of money: ${takings} taken, the drawer's opening float, pay-ins and pay-outs left out.`,
      ...(drawer.acknowledgedBlocks > 0
        ? [`${drawer.acknowledgedBlocks} open items were acknowledged at the close.`]
        : []),
      ...(drawer.bookingsAhead > 0
        ? [
            `${counted(drawer.bookingsAhead, 'booking of the day was', 'bookings of the day were')} still to come at the close.`,
          ]
        : []),
      ...(drawer.recounts.length > 0
        ? [
            `The drawer was counted ${drawer.recounts.length + 1} times; the report lists the ${counted(drawer.recounts.length, 'earlier count', 'earlier counts')} beside the one kept.`,
          ]
        : []),
    ],
    facts: [
      ['Takings', takings],
      ...report.lines.map((line): [string, string] => [
        `${DAY_CLOSE_SECTION_WORDS[line.section]}: ${line.label}`,
        formatPrice(line.total),
      ]),
      ...methods.map((entry): [string, string] => [
        MOVEMENT_METHOD_WORDS[entry[0]],
        formatPrice(entry[1]),
      ]),
      ["Total, the drawer's movements included", formatPrice(report.total)],
      ['Member discounts', formatPrice(report.memberDiscounts.amount)],
      ['No-show fees owed', formatPrice(report.feesOwed.noShow.amount)],
      ['Expected cash', formatPrice(drawer.expected)],
      ['Counted cash', formatPrice(drawer.counted)],
      ['Difference', differenceWords(drawer.difference)],
      ...(drawer.note ? [['Note', quoted(drawer.note)] as [string, string]] : []),
    ],
    action: { label: 'Open the report', url: dayCloseLink(venue, closed.businessDay) },
  });
}

/**
 * day_closed's parameters: the day, what it took (the drawer's own movements left out), the cash
 * expected and counted, the difference.
 */
export const dayClosedWhatsappParameters = (closed: ClosedDay): string[] => [
  longDate(closed.businessDay),
  formatPrice(dayTakings(closed.report)),
  formatPrice(closed.drawer.expected),
  formatPrice(closed.drawer.counted),
  differenceWords(closed.drawer.difference),
];
