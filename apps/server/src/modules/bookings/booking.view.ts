import {
  advanceOf,
  bookingMoney,
  slotLabel,
  transferReference,
  type AdminBooking,
  type CustomerBooking,
} from '@padel/contracts';
import { moneyFieldsOf } from '../notifications/messages/booking-facts';
import type { BookingRow } from './bookings.repo';

/** Whether the booking still waits to be secured (hold-budget.repo.ts reads the same in SQL). */
const waitsToBeSecured = (row: BookingRow) =>
  row.secureBy !== null &&
  row.status === 'Pending' &&
  row.paymentStatus === 'UnPaid' &&
  !row.phoneProven;

/**
 * The customer's view of their booking; `cancellableUntil` is when they may still cancel it
 * themselves (customer-cancel.service.ts), or null.
 */
export function toCustomerBooking(
  row: BookingRow,
  cancellableUntil: Date | null = null,
): CustomerBooking {
  // The payment fields of the one reading (docs/payments.md#one-reading), mapped in one place.
  const money = moneyFieldsOf(row);
  const { advance, owed } = bookingMoney(money);
  return {
    ...money,
    customerName: row.customerName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    selectedDate: row.selectedDate,
    selectedSlots: row.slotHours.map(slotLabel),
    selectedCourt: row.selectedCourt,
    numberOfGuests: row.numberOfGuests,
    cancelReason: row.cancelReason,
    customer_instruction: row.customerInstruction,
    unit_amount: row.unitAmount,
    lines: row.priceLines,
    advance,
    remainingBalance: owed,
    feedback: row.feedback,
    invoiceNumber: row.invoiceNumber,
    checkoutUrl:
      row.status === 'Pending' && row.paymentStatus === 'UnPaid' ? row.checkoutUrl : null,
    cancellableUntil: cancellableUntil?.toISOString() ?? null,
    confirmBy: row.status === 'Pending' ? (row.confirmBy?.toISOString() ?? null) : null,
    unsecuredUntil: waitsToBeSecured(row) ? row.secureBy!.toISOString() : null,
    inSeries: row.seriesId !== null,
    transfer: transferOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** An advance by transfer as its customer sees it (docs/payments.md#transfers). */
function transferOf(row: BookingRow): CustomerBooking['transfer'] {
  if (row.transferMethod === null) return null;
  return {
    method: row.transferMethod,
    amount: advanceOf(row.amount),
    reference: transferReference(row.id),
    transferBy: row.status === 'Pending' ? (row.transferBy?.toISOString() ?? null) : null,
    receiptUploaded: row.transferReceiptAt !== null,
  };
}

export function toAdminBooking(row: BookingRow): AdminBooking {
  return {
    ...toCustomerBooking(row),
    id: row.id,
    disabled: row.disabled,
    BookingSource: row.bookingSource,
    staffNotes: row.staffNotes,
    seriesId: row.seriesId,
    cardPayment:
      row.cardPaymentAmount !== null && row.cardPaidAt !== null
        ? {
            amount: row.cardPaymentAmount,
            paidAt: row.cardPaidAt.toISOString(),
            reference: row.cardPaymentReference,
          }
        : null,
    clientAddress: row.clientAddress,
    updatedAt: row.updatedAt.toISOString(),
    lateCancellation: row.lateCancellation,
  };
}
