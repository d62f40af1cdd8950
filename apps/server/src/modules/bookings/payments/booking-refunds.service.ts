import type { Refundable } from '../../payments/payables.types';
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
    };
  },
  markRefunded: markBookingRefunded,
};
