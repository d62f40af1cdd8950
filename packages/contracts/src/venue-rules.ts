/**
 * The venue's own rules (see docs/venue-settings.md): prices, opening hours, closures,
 * the booking window, notice, hour cap and cancellation policy. Staff edit them; the server keeps
 * them in the database and enforces them; the booking pages show them. Zod-free, like
 * booking-rules.ts, so the booking host's first page can read them without the schema library
 * (see docs/decisions/004-web-bundles.md).
 */

import type { Court } from './constants';
import {
  EMPTY_TRANSFER_ACCOUNTS,
  type TransferAccounts,
  type TransferMethod,
} from './transfer-rules';
import { addDays, weekdayOf } from './time';

/** A discount (or surcharge): slots starting on `days` from `fromHour` up to before `toHour`. */
export interface PriceRule {
  /** 0 Sunday ... 6 Saturday. */
  days: number[];
  fromHour: number;
  /** Exclusive. */
  toHour: number;
  price: number;
}

export interface PadelPrices {
  /** What a slot costs when no rule matches, in PKR. */
  basePrice: number;
  rules: PriceRule[];
}

/** One weekday's hours: slots starting from `open` up to before `close`; open = close is closed. */
export interface DayHours {
  day: number;
  open: number;
  close: number;
}

/**
 * How customers reach the venue (docs/venue-settings.md#contact): shown on the booking site, the
 * customer's booking page and every customer message. Empty: not shown.
 */
export interface VenueContact {
  /** A phone number as people dial it (`0300 1234567`). */
  venuePhone: string;
  /** WhatsApp in international form, digits only (`923001234567`). */
  venueWhatsapp: string;
  /** One line, also the pickup address at checkout. */
  venueAddress: string;
}

export interface VenueSettings extends VenueContact {
  prices: PadelPrices;
  /** One entry per weekday, 0 (Sunday) to 6. */
  openingHours: DayHours[];
  /** An online booking starts at most this many days after today (venue time). */
  bookingWindowDays: number;
  /** An online booking's first slot starts at least this many hours from now. */
  minNoticeHours: number;
  /** The most hours one online booking holds; walk-ins entered by staff may hold more. */
  maxHoursPerBooking: number;
  /** A customer may cancel their own booking until this many hours before it starts. */
  cancelHours: number;
  /** Online padel bookings must pay the advance by card (when card payments are on). */
  requireCardAdvance: boolean;
  /** Whole rupees added to café delivery orders, never to pickup (docs/cafe.md#order-totals). */
  deliveryFee: number;
  /** The area the cart's and checkout's delivery lines name; empty names none. */
  deliveryArea: string;
  /**
   * Percent off every padel slot for a customer staff tagged `member` (docs/prices.md#member-price);
   * 0: members pay the same.
   */
  memberDiscountPercent: number;
  /**
   * Or whole rupees off every padel slot for a member, never below 0; at most one of the two is
   * set (docs/prices.md#member-price).
   */
  memberDiscountAmount: number;
  /**
   * How many minutes before a booking starts staff may mark it arrived (until the end of its day,
   * docs/bookings.md#arrived); `arrivalWindow` in booking-timing.ts reads it.
   */
  arrivedMinutesBefore: number;
  /**
   * Messages an hour, across the venue, to recipients who never confirmed anything (not trusted
   * contacts): codes, orders, links (docs/notifications.md#message-limits). Each costs the venue.
   */
  unverifiedMessagesPerHour: number;
  /**
   * Percent of each day's padel slot-hours online bookings may hold while they are neither paid,
   * confirmed by staff, nor from a phone proven over WhatsApp (docs/security.md#calendar-fill).
   */
  unverifiedHoldPercent: number;
  /**
   * The hour (venue time, 0-23) a business day starts at (docs/till.md#business-day): money taken
   * before it counts on the day before, for late-night play.
   */
  businessDayStartHour: number;
  /** The drawer's difference (PKR, either way) a day close accepts without a note. */
  drawerTolerance: number;
  /**
   * The most (PKR) staff may pay into or out of the drawer without the owner's approval
   * (docs/till.md#till-movements); the owner records any amount.
   */
  tillApprovalAbove: number;
  /** The venue's receiving accounts for an advance paid by transfer (docs/payments.md#transfers). */
  transferAccounts: TransferAccounts;
  /** The transfer methods offered; one is offered only once its account details are set. */
  transferMethods: TransferMethod[];
}

/**
 * A fresh install's settings: the spec's prices (docs/prices.md), open around the clock, a delivery
 * fee of PKR 250. The server starts the delivery fee and area from DELIVERY_FEE and DELIVERY_AREA
 * instead (docs/venue-settings.md#settings).
 */
export const DEFAULT_VENUE_SETTINGS: VenueSettings = {
  prices: {
    basePrice: 5000,
    rules: [{ days: [1, 2, 3, 4], fromHour: 5, toHour: 17, price: 4000 }],
  },
  openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: 0, close: 24 })),
  bookingWindowDays: 60,
  minNoticeHours: 0,
  maxHoursPerBooking: 4,
  cancelHours: 24,
  requireCardAdvance: false,
  // A realistic fee in rupees (the spec's 9 was another currency's); DELIVERY_FEE starts from it.
  deliveryFee: 250,
  deliveryArea: '',
  memberDiscountPercent: 0,
  memberDiscountAmount: 0,
  arrivedMinutesBefore: 60,
  // About 50 new customers an hour by e-mail and WhatsApp; UNVERIFIED_MESSAGES_PER_HOUR starts it.
  unverifiedMessagesPerHour: 100,
  // The server starts it from UNVERIFIED_HOLD_PERCENT (docs/venue-settings.md#settings).
  unverifiedHoldPercent: 10,
  businessDayStartHour: 6,
  drawerTolerance: 100,
  // About a day's café takings: more than that in or out of the drawer is the owner's to approve.
  tillApprovalAbove: 20_000,
  // The venue's contact: the server starts them from VENUE_WHATSAPP and VENUE_ADDRESS.
  venuePhone: '',
  venueWhatsapp: '',
  venueAddress: '',
  // No receiving accounts: payment by transfer is not offered until staff set one.
  transferAccounts: EMPTY_TRANSFER_ACCOUNTS,
  transferMethods: [],
};

/** The limits of each number setting, for the form and the server's check alike. */
export const VENUE_SETTING_LIMITS = {
  price: { min: 0, max: 1_000_000 },
  bookingWindowDays: { min: 1, max: 365 },
  minNoticeHours: { min: 0, max: 168 },
  maxHoursPerBooking: { min: 1, max: 24 },
  cancelHours: { min: 0, max: 720 },
  deliveryFee: { min: 0, max: 100_000 },
  deliveryArea: { max: 100 },
  memberDiscountPercent: { min: 0, max: 100 },
  memberDiscountAmount: { min: 0, max: 1_000_000 },
  arrivedMinutesBefore: { min: 0, max: 1440 },
  unverifiedMessagesPerHour: { min: 0, max: 100_000 },
  unverifiedHoldPercent: { min: 0, max: 100 },
  businessDayStartHour: { min: 0, max: 23 },
  drawerTolerance: { min: 0, max: 100_000 },
  tillApprovalAbove: { min: 0, max: 10_000_000 },
  rules: { max: 20 },
  // The venue's contact (docs/venue-settings.md#contact).
  venuePhone: { max: 30 },
  venueWhatsapp: { minDigits: 8, maxDigits: 15 },
  venueAddress: { max: 300 },
} as const;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The price of the slot starting at `hour` on `isoDate`: the first rule that matches, or base. */
export function slotPrice(prices: PadelPrices, isoDate: string, hour: number): number {
  const day = weekdayOf(isoDate);
  const rule = prices.rules.find(
    (r) => r.days.includes(day) && hour >= r.fromHour && hour < r.toHour,
  );
  return rule ? rule.price : prices.basePrice;
}

/** Whether the venue is open for the slot starting at `hour` on `isoDate`. */
export function isOpenAt(openingHours: readonly DayHours[], isoDate: string, hour: number) {
  const hours = openingHours.find((entry) => entry.day === weekdayOf(isoDate));
  return hours !== undefined && hour >= hours.open && hour < hours.close;
}

/** A closure's extent: dates inclusive; hours from-to (exclusive), null for the whole day. */
export interface ClosureSpan {
  from: string;
  to: string;
  courts: Court[];
  fromHour: number | null;
  toHour: number | null;
  reason: string;
}

/** Whether `closure` closes `court` for the slot starting at `hour` on `isoDate`. */
export function closureCovers(closure: ClosureSpan, court: Court, isoDate: string, hour: number) {
  return (
    closure.courts.includes(court) &&
    isoDate >= closure.from &&
    isoDate <= closure.to &&
    hour >= (closure.fromHour ?? 0) &&
    hour < (closure.toHour ?? 24)
  );
}

/**
 * How far ahead a closure may reach: from today (venue time) to this many days ahead, so one
 * careless range cannot cancel years of bookings (docs/decisions/026-bounded-closures.md).
 */
export const CLOSURE_DAYS_AHEAD = 366;

/** The last date a closure made on `today` may cover. */
export const lastClosureDate = (today: string) => addDays(today, CLOSURE_DAYS_AHEAD);

/**
 * A closure's dates outside today … `lastClosureDate(today)`, by field: the server answers them
 * as its 400 and the closure form shows them before anything is sent.
 */
export function closureRangeProblems(
  closure: { from: string; to: string },
  today: string,
): { path: 'from' | 'to'; message: string }[] {
  const last = lastClosureDate(today);
  return (['from', 'to'] as const)
    .filter((field) => closure[field] < today || closure[field] > last)
    .map((path) => ({ path, message: VENUE_RULE_MESSAGES.closureOutOfRange }));
}

/** The last date an online booking may be for, `today` being the venue's date. */
export const lastBookableDate = (
  today: string,
  settings: Pick<VenueSettings, 'bookingWindowDays'>,
) => addDays(today, settings.bookingWindowDays);

/**
 * Whether the slot starting at `hour` on `isoDate` is inside the minimum notice, counted in whole
 * hours from the venue's current hour (so with no notice the hour under way may still be booked,
 * as before there was a setting). Both the booking page and the server ask.
 */
export function isInsideNotice(
  now: { date: string; hour: number },
  isoDate: string,
  hour: number,
  minNoticeHours: number,
): boolean {
  if (minNoticeHours <= 0) return false;
  const days = Math.round(
    (Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(`${now.date}T00:00:00Z`)) / 86_400_000,
  );
  return days * 24 + hour - now.hour < minNoticeHours;
}

/** Messages of the venue's rules, worded with its current numbers. */
export const VENUE_RULE_MESSAGES = {
  tooFarAhead: (days: number) =>
    `Bookings can be made up to ${days} days ahead. Please choose an earlier date.`,
  tooManyHours: (hours: number) =>
    `One booking can hold at most ${hours} hours. Please choose fewer slots or make another booking.`,
  tooSoon: (hours: number) =>
    `Bookings must be made at least ${hours} ${hours === 1 ? 'hour' : 'hours'} ahead. Please choose a later slot.`,
  venueClosed: 'The venue is closed at one of the selected times. Please choose another slot.',
  courtClosed: (reason: string) =>
    `The court is closed at one of the selected times (${reason}). Please choose another slot or court.`,
  cardRequired: 'Online bookings pay the advance by card. Please choose card payment.',
  /** Beside the one payment choice the booking form then offers. */
  cardOnlyNote: 'The venue takes the advance by card for online bookings.',
  cancelledByCustomer: 'Cancelled by customer',
  customerCancelled: 'Your booking is cancelled.',
  cancelTooLate: (hours: number) =>
    `Bookings can be cancelled online up to ${hours} hours before they start. Please contact the venue.`,
  cancelRefused: (status: string) => `A booking that is "${status}" cannot be cancelled.`,
  settingsSaved: 'Settings saved. They apply to new bookings.',
  closureCreated: (cancelled: number) =>
    `Closure saved. ${cancelled} ${cancelled === 1 ? 'booking was' : 'bookings were'} cancelled.`,
  closureOutOfRange: `Closures can be set from today up to ${CLOSURE_DAYS_AHEAD} days ahead. Please choose dates in that range.`,
  /** What saving the closure would cancel, from POST /api/closures/preview, before it is saved. */
  closurePreview: (bookings: number, paid: number) =>
    bookings === 0
      ? 'No bookings are affected.'
      : `This will cancel ${bookings} ${bookings === 1 ? 'booking' : 'bookings'} (${
          paid === 0
            ? 'none paid'
            : `${paid} paid, refunded the way ${paid === 1 ? 'it was' : 'they were'} paid`
        }).`,
  closureDeleted: 'Closure removed. Cancelled bookings stay cancelled.',
  closureNotFound: 'Closure not found.',
} as const;
