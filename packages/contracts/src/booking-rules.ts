/**
 * Booking rules and messages without zod, so a page that only needs a message or the phone
 * rule does not load the schema library (docs/decisions/004-web-bundles.md).
 */

import { TABLE_MAX_GUESTS } from './constants';
import { oneLineMessage } from './text';

/** Messages of SPEC §5 (form order) and the server's own rules, one wording for form and API. */
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
  dateInvalid: 'The date must be a real date written YYYY-MM-DD.',
  datePast: 'The selected date is in the past. Please choose today or a later date.',
  slotUnknown: 'One of the selected slots is not a booking slot.',
  slotDuplicate: 'A slot was selected twice.',
  slotPast: 'A selected slot has already started. Please choose a later slot.',
  nameTooLong: 'The customer name must be at most 100 characters.',
  nameOneLine: oneLineMessage('The customer name'),
  instructionTooLong: 'The instructions must be at most 1000 characters.',
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

/** The booking window and hour cap (PRODUCT D16), worded with the venue's current numbers. */
export const BOOKING_POLICY_MESSAGES = {
  tooFarAhead: (days: number) =>
    `Bookings can be made up to ${days} days ahead. Please choose an earlier date.`,
  tooManyHours: (hours: number) =>
    `One booking can hold at most ${hours} hours. Please choose fewer slots or make another booking.`,
} as const;

export const PHONE_PATTERN = /^\d{11}$/;

/** SPEC §5 phone rule; undefined when the number is acceptable. */
export function phoneProblem(phone: string): string | undefined {
  if (phone.trim() === '') return BOOKING_MESSAGES.phoneRequired;
  if (!PHONE_PATTERN.test(phone)) return BOOKING_MESSAGES.phoneDigits;
  if (!phone.startsWith('03')) return BOOKING_MESSAGES.phonePrefix;
  return undefined;
}

/** Guests as a whole number; empty means 1 for tables (SPEC §5) and 0 (refused) for padel. */
export function parseGuests(value: unknown, isTable: boolean): number | 'invalid' {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return isTable ? 1 : 0;
  }
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) ? number : 'invalid';
}
