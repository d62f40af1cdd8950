import type { Refundable } from '../../payments/payables.types';
import { findBookingById } from '../bookings.repo';

/** Whom a booking's refund is told to (see docs/payments.md#refunds). */
export const bookingRefunds: Refundable = {
  kind: 'booking',
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
