import {
  addDays,
  BOOKING_LINK_PARAMS,
  COURT_NAMES,
  COURTS,
  isIsoDate,
  PADEL_MAX_GUESTS,
  slotHour,
  TABLE_MAX_GUESTS,
  type BookingType,
  type Court,
} from '@padel/contracts';
import { fromUsDate, toUsDate } from './calendar-dates';
import { sortSlots, type Selection } from './selection';
import { quoteSlots } from './slot-prices';

/** The booking form's link parameters, shared with the server's e-mails. */
export const LINK_PARAMS = BOOKING_LINK_PARAMS;

/**
 * The link to the booking form for a padel choice; `totalPrice` at the day's per-slot prices from
 * the server's availability (`padelPrices`, see docs/venue-settings.md).
 */
export function padelBookingLinkParams(choice: {
  court: Court;
  date: string;
  slots: readonly string[];
  padelPrices: readonly number[];
}): URLSearchParams {
  const slots = sortSlots(choice.slots);
  return new URLSearchParams({
    [LINK_PARAMS.bookingTypes]: 'Padel',
    [LINK_PARAMS.isPadelSelected]: 'true',
    [LINK_PARAMS.isSlotsSectionShow]: 'true',
    [LINK_PARAMS.selectedCourt]: choice.court,
    [LINK_PARAMS.formattedDate]: toUsDate(choice.date),
    [LINK_PARAMS.selectedSlotTime]: slots.join(','),
    [LINK_PARAMS.totalPrice]: String(quoteSlots(choice.padelPrices, slots).total),
  });
}

function readType(params: URLSearchParams): BookingType | undefined {
  const named = params.get(LINK_PARAMS.bookingTypes)?.trim().toLowerCase();
  if (named === 'padel') return 'Padel';
  if (named === 'table' || named === 'cafe' || named === 'café') return 'Table';
  if (params.get(LINK_PARAMS.isTableSelected) === 'true') return 'Table';
  if (params.get(LINK_PARAMS.isPadelSelected) === 'true') return 'Padel';
  return undefined;
}

function readCourt(params: URLSearchParams): Court | undefined {
  const value = params.get(LINK_PARAMS.selectedCourt)?.trim().toLowerCase();
  if (!value) return undefined;
  return COURTS.find(
    (court) => court.toLowerCase() === value || COURT_NAMES[court].toLowerCase() === value,
  );
}

function readDate(params: URLSearchParams, today: string): string | undefined {
  const raw = params.get(LINK_PARAMS.formattedDate)?.trim();
  if (!raw) return undefined;
  // MM/DD/YYYY as the spec writes it; YYYY-MM-DD is accepted too.
  const iso = isIsoDate(raw) ? raw : fromUsDate(raw);
  return iso && iso >= today ? iso : undefined;
}

/**
 * The form's starting choice from a booking link; anything missing or wrong is left out (a past
 * date, an unknown court or slot). Booked and past slots are dropped later, once the day's
 * availability is known.
 */
export function selectionFromLink(
  params: URLSearchParams,
  today: string,
  fallback: Selection,
): Selection {
  const type = readType(params) ?? fallback.type;
  const court = readCourt(params) ?? fallback.court;
  const date = readDate(params, today) ?? fallback.date;
  const rawSlots = date ? (params.get(LINK_PARAMS.selectedSlotTime) ?? '') : '';
  const slots = sortSlots(
    rawSlots
      .split(',')
      .map((label) => label.trim())
      .filter((label) => slotHour(label) !== undefined),
  );
  return { type, court: type === 'Padel' ? court : null, date, slots };
}

/** What "Book the same time next week" needs of a stored booking. */
export interface BookedTime {
  bookingType: BookingType;
  selectedCourt: Court | null;
  selectedDate: string;
  selectedSlots: readonly string[];
  numberOfGuests: number;
}

/**
 * The booking form's address for the same type, court, hours and guests 7 days after `booking`
 * (docs/screens.md#after-booking); undefined when that day is already past (`today`, the venue's).
 * Whether the hours are still free that day is the form's availability to show.
 */
export function sameTimeNextWeekPath(booking: BookedTime, today: string): string | undefined {
  if (!isIsoDate(booking.selectedDate)) return undefined;
  const date = addDays(booking.selectedDate, 7);
  if (date < today) return undefined;
  const isPadel = booking.bookingType === 'Padel';
  const params = new URLSearchParams({
    [LINK_PARAMS.bookingTypes]: booking.bookingType,
    ...(isPadel && booking.selectedCourt
      ? { [LINK_PARAMS.selectedCourt]: booking.selectedCourt }
      : {}),
    [LINK_PARAMS.formattedDate]: toUsDate(date),
    [LINK_PARAMS.selectedSlotTime]: sortSlots(booking.selectedSlots).join(','),
  });
  if (booking.numberOfGuests > 0) {
    params.set(LINK_PARAMS.numberOfGuests, String(booking.numberOfGuests));
  }
  return `/?${params.toString()}`;
}

/**
 * The guests a link carries, as the form's field text: a whole number from 1 to the type's most
 * (4 players for padel, 50 at a table); anything else is ignored ('').
 */
export function guestsFromLink(params: URLSearchParams, type: BookingType | null): string {
  const raw = params.get(LINK_PARAMS.numberOfGuests)?.trim() ?? '';
  if (!/^\d{1,3}$/.test(raw)) return '';
  const guests = Number(raw);
  const most = type === 'Table' ? TABLE_MAX_GUESTS : PADEL_MAX_GUESTS;
  return guests >= 1 && guests <= most ? String(guests) : '';
}
