import { TRANSFER_MESSAGES, type CustomerBooking } from '@padel/contracts';

/**
 * The status the customer reads on their booking: "Transfer to check" while staff have still to
 * check an advance sent by transfer (docs/payments.md#transfers), the booking's own otherwise.
 */
export function customerStatus(booking: Pick<CustomerBooking, 'status' | 'transfer'>): string {
  // A receipt kept from before transfers existed carries no `transfer`.
  return booking.status === 'Pending' && booking.transfer?.transferBy
    ? TRANSFER_MESSAGES.toCheck
    : booking.status;
}
