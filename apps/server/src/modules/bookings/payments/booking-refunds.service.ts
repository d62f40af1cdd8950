import type { Refundable } from '../../payments/payables.types';
import { findBookingById } from '../bookings.repo';
import {
  bookingRefundsDue,
  findBookingWithRefundDue,
  markBookingRefunded,
} from './booking-payments.repo';

/** How a booking's card advance is given back (see docs/payments.md#refunds). */
export const bookingRefunds: Refundable = {
  kind: 'booking',
  refundsDue: bookingRefundsDue,
  async dueRefund(db, id) {
    const due = await findBookingWithRefundDue(db, id);
    if (!due) return undefined;
    return {
      amount: due.refundAmount ?? 0,
      paymentReference: due.cardPaymentReference,
      checkoutId: null,
      // Only a card advance is marked due (cancel-booking.service.ts).
      byHand: false,
    };
  },
  markRefunded: markBookingRefunded,
  async refundRecipient(tx, id) {
    const booking = await findBookingById(tx, id);
    if (!booking) return undefined;
    return {
      email: booking.email || null,
      phone: booking.phoneNumber,
      customerName: booking.customerName,
      paidFor: `booking #${booking.id}`,
      date: booking.selectedDate,
      accessToken: booking.accessToken,
    };
  },
};
