import {
  BOOKING_MESSAGES,
  MIN_GUESTS,
  PADEL_MAX_GUESTS,
  parseGuests,
  phoneProblem,
  type BookingType,
} from '@padel/contracts';
import {
  EMAIL_MAX,
  NAME_MAX,
  INSTRUCTION_MAX,
  type Details,
  type DetailsField,
} from './details-fields';

/** A plain shape check; the server's stricter e-mail rule answers with its own message. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The phone rule of SPEC §5, undefined when fine. */
export const phoneMessage = (phone: string) => phoneProblem(phone.trim());

/** Guests as sent: a table with no number means 1 (SPEC §5). */
export function guestsToSend(value: string, type: BookingType): number | 'invalid' {
  return parseGuests(value, type === 'Table');
}

/**
 * One message per field, with the same wording and rules as the server
 * (`createBookingRequestSchema`), so the form says first what the server would say first.
 */
export function detailsErrors(
  details: Details,
  type: BookingType,
): Partial<Record<DetailsField, string>> {
  const errors: Partial<Record<DetailsField, string>> = {};
  const name = details.customerName.trim();
  if (!name) errors.customerName = BOOKING_MESSAGES.nameRequired;
  else if (name.length > NAME_MAX) errors.customerName = BOOKING_MESSAGES.nameTooLong;

  const email = details.email.trim();
  if (!email) errors.email = BOOKING_MESSAGES.emailRequired;
  else if (email.length > EMAIL_MAX || !EMAIL_SHAPE.test(email)) {
    errors.email = BOOKING_MESSAGES.emailInvalid;
  }

  const phone = phoneMessage(details.phoneNumber);
  if (phone) errors.phoneNumber = phone;

  const guests = guestsToSend(details.numberOfGuests, type);
  if (guests === 'invalid') errors.numberOfGuests = BOOKING_MESSAGES.guestsNumber;
  else if (guests < MIN_GUESTS) errors.numberOfGuests = BOOKING_MESSAGES.guestsMinimum;
  else if (type === 'Padel' && guests > PADEL_MAX_GUESTS) {
    errors.numberOfGuests = BOOKING_MESSAGES.padelGuests;
  }

  if (details.customer_instruction.length > INSTRUCTION_MAX) {
    errors.customer_instruction = BOOKING_MESSAGES.instructionTooLong;
  }
  return errors;
}
