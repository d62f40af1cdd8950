import {
  BOOKING_TYPES,
  conflictCode,
  isOneOf,
  type BookingConflict,
  type BookingType,
  type CustomerBooking,
} from '@padel/contracts';

/**
 * The last booking of this tab, so the thank-you and booking-not-confirmed pages survive a reload.
 * Kept in sessionStorage: it holds the customer's access token and ends with the tab.
 */
const RECEIPT_KEY = 'padel.lastBooking';
const CONFLICT_KEY = 'padel.bookingConflict';

/** What the thank-you page shows: the booking as the server stored it and its access token. */
export interface BookingReceipt {
  accessToken: string;
  booking: CustomerBooking;
}

/** What the booking-not-confirmed page needs (and what pre-fills the queue form). */
export interface BookingRefusal {
  code: BookingConflict['code'];
  bookingType: BookingType;
  selectedDate: string;
  customerName: string;
  email: string;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    session()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the router state still carries the data for this visit.
  }
}

function read(key: string): unknown {
  try {
    const raw = session()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

const isBookingType = (value: unknown): value is BookingType => isOneOf(BOOKING_TYPES, value);

/** The receipt this tab saved from the server's checked answer; anything else is no receipt. */
export function readReceipt(value: unknown): BookingReceipt | undefined {
  if (!isRecord(value) || !isString(value.accessToken) || value.accessToken === '') {
    return undefined;
  }
  const booking = value.booking;
  if (!isRecord(booking) || !isBookingType(booking.bookingType)) return undefined;
  return { accessToken: value.accessToken, booking: booking as unknown as CustomerBooking };
}

export function readRefusal(value: unknown): BookingRefusal | undefined {
  if (!isRecord(value) || !isBookingType(value.bookingType) || !isString(value.selectedDate)) {
    return undefined;
  }
  return {
    code: conflictCode(value.code),
    bookingType: value.bookingType,
    selectedDate: value.selectedDate,
    customerName: isString(value.customerName) ? value.customerName : '',
    email: isString(value.email) ? value.email : '',
  };
}

export const saveReceipt = (receipt: BookingReceipt) => write(RECEIPT_KEY, receipt);
export const loadReceipt = () => readReceipt(read(RECEIPT_KEY));
export const saveRefusal = (refusal: BookingRefusal) => write(CONFLICT_KEY, refusal);
export const loadRefusal = () => readRefusal(read(CONFLICT_KEY));
