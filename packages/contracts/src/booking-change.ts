import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  bookingDateProblem,
  customerNameProblem,
  emailProblem,
  guestsProblem,
  parseGuests,
  phoneProblem,
} from './booking-rules';
import { COURTS, type BookingType } from './constants';
import { isOneOf } from './is-one-of';
import { normalizePhone } from './phone';
import { SLOT_LABELS } from './slots';

/** The answers of PATCH /api/bookings/{id} (see docs/bookings.md#moving-a-booking). */
export const BOOKING_CHANGE_MESSAGES = {
  changed: 'Booking changed',
  nothingToChange: 'Nothing to change: the booking already has these details.',
  started: 'This booking has already started, so it can no longer be changed.',
  tableHasNoCourt: 'A café table booking has no court.',
  cardAdvanceOpen:
    'This booking is waiting for its card advance. Change it once the advance is paid or the payment has expired.',
  /**
   * 409 for a move that would re-price a booking paid at its price: the ledger keeps what was
   * taken (docs/till.md#ledger), so the price stays, or the payment is undone first.
   */
  paidPriceFixed:
    'This booking has been paid at its price. Keep the price to move it, or undo the payment first.',
  /** 409 for a booking whose status does not allow a change. */
  notChangeable: (status: string) =>
    `A booking that is "${status}" cannot be changed. Only pending or confirmed bookings can.`,
} as const;

/** The booking's details staff may change, in the form's order (the edit form and the audit). */
export const BOOKING_CHANGE_FIELDS = [
  'selectedDate',
  'selectedSlots',
  'selectedCourt',
  'numberOfGuests',
  'customerName',
  'phoneNumber',
  'email',
] as const;

const text = z.string().max(10_000);

/**
 * PATCH /api/bookings/{id}: what staff change on a booking, each field optional; anything left out
 * stays as it is. Every field given is checked with the booking form's own rules and words
 * (docs/bookings.md#form-checks), one message per field. `bookingType` is the booking's, when the
 * caller knows it (the edit form does): guests are then held to that type's limit. The server,
 * which reads the body before it reads the booking, checks the padel limit again with the booking.
 * `keepPrice` keeps the amount it has when the date or hours change.
 */
export const bookingChangeSchema = (bookingType?: BookingType) =>
  z
    .object({
      selectedDate: text.optional(),
      selectedSlots: z.array(z.string().max(40)).max(48).optional(),
      selectedCourt: text.optional(),
      numberOfGuests: z.union([z.number(), z.string().max(10)]).optional(),
      customerName: text.optional(),
      phoneNumber: text.optional(),
      email: text.optional(),
      keepPrice: z.boolean({ error: 'Keep the price must be true or false.' }).optional(),
    })
    .superRefine((value, ctx) => {
      const fail = (path: string, message: string | undefined) => {
        if (message) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (value.selectedDate !== undefined) {
        fail('selectedDate', bookingDateProblem(value.selectedDate.trim()));
      }
      const slots = value.selectedSlots;
      if (slots !== undefined) {
        fail(
          'selectedSlots',
          slots.length === 0
            ? BOOKING_MESSAGES.slotRequired
            : slots.some((slot) => !SLOT_LABELS.includes(slot))
              ? BOOKING_MESSAGES.slotUnknown
              : new Set(slots).size !== slots.length
                ? BOOKING_MESSAGES.slotDuplicate
                : undefined,
        );
      }
      if (value.selectedCourt !== undefined) {
        const known = isOneOf(COURTS, value.selectedCourt.trim());
        fail('selectedCourt', known ? undefined : BOOKING_MESSAGES.courtRequired);
      }
      if (value.customerName !== undefined) {
        fail('customerName', customerNameProblem(value.customerName.trim()));
      }
      if (value.email !== undefined) fail('email', emailProblem(value.email.trim()));
      if (value.phoneNumber !== undefined) {
        fail('phoneNumber', phoneProblem(value.phoneNumber.trim()));
      }
      if (value.numberOfGuests !== undefined) {
        // Blank means 1 only on a known café booking; without the type the café's limit applies.
        const guests = parseGuests(value.numberOfGuests, bookingType === 'Table');
        fail('numberOfGuests', guestsProblem(guests, bookingType ?? 'Table'));
      }
    })
    .transform((value) => {
      // Checked above: a court given is one of COURTS.
      const court = value.selectedCourt?.trim();
      return {
        selectedDate: value.selectedDate?.trim(),
        selectedSlots: value.selectedSlots,
        selectedCourt: isOneOf(COURTS, court) ? court : undefined,
        numberOfGuests:
          value.numberOfGuests === undefined
            ? undefined
            : (parseGuests(value.numberOfGuests, bookingType === 'Table') as number),
        customerName: value.customerName?.trim(),
        // Kept the one way however it was typed (phone.ts), as a new booking keeps it.
        phoneNumber:
          value.phoneNumber === undefined ? undefined : normalizePhone(value.phoneNumber),
        email: value.email?.trim(),
        keepPrice: value.keepPrice ?? false,
      };
    });

/** The server's reading of the body: the booking's type is not known yet. */
export const bookingChangeRequestSchema = bookingChangeSchema();
export type BookingChangeRequest = z.input<typeof bookingChangeRequestSchema>;
export type BookingChangeInput = z.output<typeof bookingChangeRequestSchema>;
