/**
 * Booking rules and messages without zod, so a page that only needs a message or the phone
 * rule does not load the schema library (docs/decisions/004-web-bundles.md).
 */

import { MIN_GUESTS, PADEL_MAX_GUESTS, TABLE_MAX_GUESTS } from './constants';
import { normalizePhone } from './phone';
import { DIGITS, isEmailAddress, isOneLine, oneLineMessage, PERSON_NAME_MAX } from './text';
import { DATE_MESSAGES, dateProblem } from './time';
import type { ErrorCode } from './error-codes';

/** How booking forms and calls name the booking's date in their messages. */
export const BOOKING_DATE_LABEL = 'The date';

/** The longest instructions a customer may leave with a booking. */
export const INSTRUCTION_MAX = 1000;

/**
 * Messages of docs/bookings.md#form-checks (form order) and the server's own rules, one wording for
 * form and API.
 */
export const BOOKING_MESSAGES = {
  dateRequired: 'Please select a date before proceeding.',
  slotRequired: 'Please select at least one slot before proceeding.',
  courtRequired: 'Please select a court before proceeding.',
  typeRequired: 'Please select a booking type before proceeding.',
  nameRequired: 'Please enter the customer name.',
  emailRequired: 'Please enter the email.',
  phoneRequired: 'Please enter the phone number.',
  phoneDigits: 'Phone number must be exactly 11 digits and contain only numbers.',
  phonePrefix: "Phone number must start with '03'.",
  padelGuests: 'Only up to 4 players are allowed for Padel.',
  tableGuests: `At most ${TABLE_MAX_GUESTS} guests can be booked at a time.`,
  guestsMinimum: 'At least 1 guest is required.',
  guestsNumber: 'Number of guests must be a whole number.',
  emailInvalid: 'Please enter a valid email address.',
  dateInvalid: DATE_MESSAGES.invalid(BOOKING_DATE_LABEL),
  dateOutOfRange: DATE_MESSAGES.outOfRange(BOOKING_DATE_LABEL),
  datePast: 'The selected date is in the past. Please choose today or a later date.',
  slotUnknown: 'One of the selected slots is not a booking slot.',
  slotDuplicate: 'A slot was selected twice.',
  slotPast: 'A selected slot has already started. Please choose a later slot.',
  nameTooLong: `The customer name must be at most ${PERSON_NAME_MAX} characters.`,
  nameOneLine: oneLineMessage('The customer name'),
  instructionTooLong: `The instructions must be at most ${INSTRUCTION_MAX} characters.`,
  priceMismatch: 'The price shown is out of date. Please review the new total and confirm again.',
  slotTaken: 'Sorry, one of these slots was just booked by someone else.',
  tablesFull: 'Sorry, all tables are booked for one of these hours.',
  noTables: 'Café tables cannot be booked at the moment.',
  created: 'Booking received',
  feedbackEmpty: 'Feedback cannot be empty.',
  feedbackTooLong: 'Feedback must be at most 2000 characters.',
  feedbackSaved: 'Thank you for your feedback.',
  bookingNotFound: 'Booking not found.',
  queueJoined: "You're in the queue. We'll e-mail you if a table frees up.",
  queueDuplicate: 'You are already in the queue for this date.',
} as const;

/** Why a booking was refused with 409: its slot was just taken, or the café's tables are full. */
export const BOOKING_CONFLICT_CODES = [
  'SLOT_TAKEN',
  'TABLES_FULL',
] as const satisfies readonly ErrorCode[];
export type BookingConflictCode = (typeof BOOKING_CONFLICT_CODES)[number];

/** The conflict a 409 names; an unknown code reads as a taken slot, the usual case. */
export const conflictCode = (code: unknown): BookingConflictCode =>
  code === 'TABLES_FULL' ? 'TABLES_FULL' : 'SLOT_TAKEN';

export const PHONE_PATTERN = /^\d{11}$/;

/**
 * docs/bookings.md#form-checks phone rule, on the number as typed (separators and a country code
 * allowed, see phone.ts); undefined when the number is acceptable.
 */
export function phoneProblem(typed: string): string | undefined {
  if (typed.trim() === '') return BOOKING_MESSAGES.phoneRequired;
  const phone = normalizePhone(typed);
  if (!PHONE_PATTERN.test(phone)) return BOOKING_MESSAGES.phoneDigits;
  if (!phone.startsWith('03')) return BOOKING_MESSAGES.phonePrefix;
  return undefined;
}

/**
 * Guests as a whole number; empty means 1 for tables (see docs/bookings.md#form-checks) and 0
 * (refused) for padel. The form sends what was typed, so text is read too, but only digits
 * (docs/api.md#numbers-ids-and-dates): `1e1` or `0x4` are no number of guests.
 */
export function parseGuests(value: unknown, isTable: boolean): number | 'invalid' {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return isTable ? 1 : 0;
  }
  if (typeof value === 'number') return Number.isInteger(value) ? value : 'invalid';
  return typeof value === 'string' && DIGITS.test(value) ? Number(value) : 'invalid';
}

/**
 * The booking date rule of every booking form and call, on the date as typed (trimmed): required,
 * a real date, within DATE_BOUNDS; undefined when fine.
 */
export function bookingDateProblem(date: string): string | undefined {
  return date ? dateProblem(date, BOOKING_DATE_LABEL) : BOOKING_MESSAGES.dateRequired;
}

/**
 * What a customer types about themselves on a booking (see docs/screens.md PERSONAL INFORMATION).
 */
export interface BookingDetailsInput {
  customerName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  numberOfGuests?: number | string | null;
  customer_instruction?: string | null;
}

export type BookingDetailsField = keyof BookingDetailsInput;

export interface BookingDetailsProblem {
  field: BookingDetailsField;
  message: string;
}

/**
 * The one check of a booking's personal details, for the booking form and the server alike:
 * at most one problem per field, in the form's order (see docs/bookings.md#form-checks), so the
 * first problem is the one the server answers with and the form shows every field's own message.
 * `type` is the booking type as sent (an unknown type gets the padel guest rules).
 */
export function bookingDetailsProblems(
  details: BookingDetailsInput,
  type: string,
): BookingDetailsProblem[] {
  const problems: BookingDetailsProblem[] = [];
  const check = (field: BookingDetailsField, message: string | undefined) => {
    if (message) problems.push({ field, message });
  };
  check('customerName', customerNameProblem(details.customerName?.trim() ?? ''));
  check('email', emailProblem(details.email?.trim() ?? ''));
  check('phoneNumber', phoneProblem(details.phoneNumber?.trim() ?? ''));
  check(
    'numberOfGuests',
    guestsProblem(parseGuests(details.numberOfGuests, type === 'Table'), type),
  );
  if ((details.customer_instruction?.length ?? 0) > INSTRUCTION_MAX) {
    check('customer_instruction', BOOKING_MESSAGES.instructionTooLong);
  }
  return problems;
}

/**
 * The details check of a walk-in (see docs/bookings.md#walk-ins): the booking's own, except that
 * staff may leave the e-mail out (the customer is at the counter). A given e-mail must be valid.
 */
export function walkInDetailsProblems(
  details: BookingDetailsInput,
  type: string,
): BookingDetailsProblem[] {
  const noEmail = (details.email?.trim() ?? '') === '';
  return bookingDetailsProblems(details, type).filter(
    (problem) => !(noEmail && problem.field === 'email'),
  );
}

/** The customer-name rule of every booking form (a booking, the queue); undefined when fine. */
export function customerNameProblem(name: string): string | undefined {
  if (!name) return BOOKING_MESSAGES.nameRequired;
  if (name.length > PERSON_NAME_MAX) return BOOKING_MESSAGES.nameTooLong;
  if (!isOneLine(name)) return BOOKING_MESSAGES.nameOneLine;
  return undefined;
}

/** The e-mail rule of every booking form; undefined when fine. */
export function emailProblem(email: string): string | undefined {
  if (!email) return BOOKING_MESSAGES.emailRequired;
  return isEmailAddress(email) ? undefined : BOOKING_MESSAGES.emailInvalid;
}

/** The most guests a booking of `type` may bring (docs/bookings.md#form-checks). */
export const maxGuests = (type: string): number =>
  type === 'Padel' ? PADEL_MAX_GUESTS : TABLE_MAX_GUESTS;

/**
 * The guests rule of docs/bookings.md#form-checks for a number already read by `parseGuests`;
 * undefined when fine. `type` is the booking type (an unknown type gets the padel limit).
 */
export function guestsProblem(guests: number | 'invalid', type: string): string | undefined {
  if (guests === 'invalid') return BOOKING_MESSAGES.guestsNumber;
  if (guests < MIN_GUESTS) return BOOKING_MESSAGES.guestsMinimum;
  if (guests > maxGuests(type)) {
    return type === 'Padel' ? BOOKING_MESSAGES.padelGuests : BOOKING_MESSAGES.tableGuests;
  }
  return undefined;
}
