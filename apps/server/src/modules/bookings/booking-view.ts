import {
  ADVANCE_RATE,
  slotLabel,
  type AdminBooking,
  type BookingStatus,
  type Court,
  type CustomerBooking,
  type PaymentStatus,
  type PaymentType,
} from '@padel/contracts';
import type { BookingRow } from './bookings.repo';

/** What has been paid so far, from the payment status (SPEC §9: advance is half the total). */
export function paidAmount(row: Pick<BookingRow, 'amount' | 'paymentStatus'>): number {
  if (row.paymentStatus === '100%Paid') return row.amount;
  if (row.paymentStatus === '50%Paid') return Math.round(row.amount * ADVANCE_RATE);
  return 0;
}

export function toCustomerBooking(row: BookingRow): CustomerBooking {
  return {
    customerName: row.customerName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    bookingType: row.bookingType as CustomerBooking['bookingType'],
    selectedDate: row.selectedDate,
    selectedSlots: row.slotHours.map(slotLabel),
    selectedCourt: row.selectedCourt as Court | null,
    numberOfGuests: row.numberOfGuests,
    status: row.status as BookingStatus,
    cancelReason: row.cancelReason,
    customer_instruction: row.customerInstruction,
    unit_amount: row.unitAmount,
    amount: row.amount,
    lines: row.priceLines,
    advance: Math.round(row.amount * ADVANCE_RATE),
    remainingBalance: row.amount - paidAmount(row),
    paymentType: row.paymentType as PaymentType,
    PaymentStatus: row.paymentStatus as PaymentStatus,
    feedback: row.feedback,
    invoiceNumber: row.invoiceNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminBooking(row: BookingRow): AdminBooking {
  return {
    ...toCustomerBooking(row),
    id: row.id,
    disabled: row.disabled,
    remaining_paymentType: row.remainingPaymentType as AdminBooking['remaining_paymentType'],
    BookingSource: row.bookingSource as AdminBooking['BookingSource'],
    staffNotes: row.staffNotes,
    updatedAt: row.updatedAt.toISOString(),
  };
}
