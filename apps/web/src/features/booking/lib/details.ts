import {
  bookingDetailsProblems,
  nationalDigitCount,
  parseGuests,
  phoneProblem,
  type BookingType,
} from '@padel/contracts';
import type { Details, DetailsField } from './details-fields';

/** The phone rule, undefined when fine: checked as the customer types. */
export const phoneMessage = (phone: string) => phoneProblem(phone);

/**
 * Whether the number is long enough to check as it is typed: 11 digits written the national way,
 * so `+92 321 123456` is not called short while the last digit is still coming.
 */
export const phoneTyped = (phone: string) => nationalDigitCount(phone) >= 11;

/** Guests as sent: a table with no number means 1 (see docs/bookings.md#form-checks). */
export function guestsToSend(value: string, type: BookingType): number | 'invalid' {
  return parseGuests(value, type === 'Table');
}

/** Each field's message, from the same check the server runs (`bookingDetailsProblems`). */
export function detailsErrors(
  details: Details,
  type: BookingType,
): Partial<Record<DetailsField, string>> {
  return Object.fromEntries(
    bookingDetailsProblems(details, type).map(({ field, message }) => [field, message]),
  );
}
