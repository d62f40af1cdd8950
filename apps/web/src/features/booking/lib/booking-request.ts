import {
  normalizePhone,
  type CreateBookingRequest,
  type OnlinePaymentChoice,
  type PadelQuote,
} from '@padel/contracts';
import { walkInTicket } from '@/lib/walk-in';
import { bookingSessionId } from '../api/record-visit';
import { guestsToSend } from './details';
import type { Details } from './details-fields';
import type { ConfirmedSelection } from './selection';

/**
 * The booking as step 2 sends it (docs/api.md#calls): the details trimmed, the phone the one way
 * it is kept however it was typed (docs/bookings.md#form-checks), the price the customer saw
 * (docs/prices.md#server-computes), and the payment choice when one was offered.
 */
export function bookingRequest(
  selection: ConfirmedSelection,
  details: Details,
  quote: PadelQuote | null,
  payment: OnlinePaymentChoice | null,
): CreateBookingRequest {
  return {
    bookingType: selection.type,
    selectedDate: selection.date,
    selectedSlots: selection.slots,
    customerName: details.customerName.trim(),
    email: details.email.trim(),
    phoneNumber: normalizePhone(details.phoneNumber),
    numberOfGuests: guestsToSend(details.numberOfGuests, selection.type),
    customer_instruction: details.customer_instruction.trim(),
    sessionId: bookingSessionId(),
    walkInTicket: walkInTicket(),
    ...(selection.type === 'Padel' ? { selectedCourt: selection.court } : {}),
    ...(quote ? { amount: quote.total, unit_amount: quote.unitAmount } : {}),
    ...(payment ? { paymentType: payment } : {}),
  };
}
