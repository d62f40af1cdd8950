/**
 * The venue-wide budget of unverified holds (docs/security.md#calendar-fill, ADR 044): how many of
 * a day's padel slot-hours online bookings may hold while they are neither paid, confirmed by
 * staff, nor from a phone proven over WhatsApp. Zod-free, like venue-rules.ts, so the booking page
 * can show its words.
 */
import { COURTS } from './constants';
import { closureCovers, isOpenAt, type ClosureSpan, type DayHours } from './venue-rules';
import type { ErrorCode } from './error-codes';

/** The error code of a booking refused because the day's budget is spent. */
export const HOLD_BUDGET_FULL = 'HOLD_BUDGET_FULL' satisfies ErrorCode;
/** The error code of a new customer's hold refused because their network's holds await codes. */
export const NETWORK_BUSY = 'NETWORK_BUSY' satisfies ErrorCode;

/** The day's padel slot-hours: every court's open hours, less its closures. */
export function daySlotHours(
  openingHours: readonly DayHours[],
  closures: readonly ClosureSpan[],
  date: string,
): number {
  let total = 0;
  for (const court of COURTS) {
    for (let hour = 0; hour < 24; hour++) {
      if (!isOpenAt(openingHours, date, hour)) continue;
      if (closures.some((closure) => closureCovers(closure, court, date, hour))) continue;
      total++;
    }
  }
  return total;
}

/** The slot-hours unverified holds may take of a day: `percent` of them, rounded down. */
export const holdBudgetHours = (percent: number, slotHours: number) =>
  Math.floor((percent * slotHours) / 100);

/**
 * What of the budget only card checkouts may take, where card payments are set up: half, rounded
 * down, so a day whose budget codes and pay-later bookings filled still books by card (ADR 044).
 */
export const cardReserveHours = (budget: number, cardPayments: boolean) =>
  cardPayments ? Math.floor(budget / 2) : 0;

/**
 * What of each day's budget one network's holds may take (issue 43, ADR 067): an IPv4 /24 or an
 * IPv6 /64 (a household, an office) a quarter, an IPv4 /16 or an IPv6 /48 (a carrier's NAT pool,
 * a university) a half, so whoever fills their share leaves the rest to everyone else. Card
 * checkouts are out of it, so a customer behind a busy network still books by paying.
 */
export const NETWORK_HOLD_SHARES = { narrow: 25, wide: 50 } as const;

/**
 * What one network may take of a budget (slot-hours of a day, messages of an hour): its share,
 * rounded down, yet at least one while the budget has any, so a small budget still serves a stranger.
 */
export const networkShareOf = (budget: number, percent: number) =>
  budget === 0 ? 0 : Math.max(1, Math.floor((budget * percent) / 100));

export const HOLD_BUDGET_MESSAGES = {
  /** The refusal: with card payments on, the advance by card still books. */
  full: (cardPayments: boolean) =>
    cardPayments
      ? 'Online bookings without an advance are full for this day. Please pay the advance by card to book, or contact the venue.'
      : 'Online bookings are full for this day. Please contact the venue by phone or WhatsApp to book.',
  /** The refusal once the customer's network holds its share of the day. */
  networkFull: (cardPayments: boolean) =>
    cardPayments
      ? 'Online bookings from your network without an advance are full for this day. Please pay the advance by card to book, or contact the venue.'
      : 'Online bookings from your network are full for this day. Please contact the venue by phone or WhatsApp to book.',
  /**
   * The refusal of a new customer behind a network whose holds await their codes (ADR 070): 429
   * `NETWORK_BUSY`, never bare: the card where it books, and the venue's phone and WhatsApp.
   */
  networkBusy: (cardPayments: boolean) =>
    cardPayments
      ? 'Bookings from your network are waiting for their codes. Please pay the advance by card to book now, or contact the venue by phone or WhatsApp.'
      : 'Bookings from your network are waiting for their codes. Please contact the venue by phone or WhatsApp to book, or try again in a few minutes.',
  /** Staff's heading once the day's budget is held (the dashboard and Blocked contacts). */
  fullToday: 'Online holds are full today',
  /** The reason staff's one-tap cancel gives the network's holds. */
  cancelReason: 'Online holds full: cancelled by staff',
  /** Beside the venue's contact on the booking page, once refused. */
  contactVenue: 'To book this day, call or message the venue:',
  /**
   * A booking in the budget, once its code is in (or none was asked): until when it is held
   * unsecured (`unsecuredUntil`, a venue time already written) and how to keep it.
   */
  unsecured: (until: string) =>
    `We hold this booking until ${until}. To keep it, call or message the venue before then so that staff can confirm it; otherwise its slots are released.`,
} as const;
