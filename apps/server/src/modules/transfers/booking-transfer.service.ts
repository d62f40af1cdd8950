import {
  advanceOf,
  BOOKING_TRANSITIONS,
  slotLabel,
  TRANSFER_MESSAGES,
  transferHoldUntil,
  transferReference,
  venueInstant,
  waitsForTransfer,
} from '@padel/contracts';
import { applyTransition, lockForTransition } from '../bookings/apply-transition.service';
import { toCustomerBooking } from '../bookings/booking.view';
import {
  findBookingByToken,
  lockBooking,
  lockBookingByToken,
  type BookingRow,
} from '../bookings/bookings.repo';
import { cancelBooking } from '../bookings/cancel-booking.service';
import {
  clearTransferBy,
  countTransfersToCheck,
  listOverdueTransfers,
  listTransfersToCheck,
  setReceiptAt,
} from './booking-transfers.repo';
import type { TransferPayable } from './transfer-payable.types';
import { heldTransfer } from './transfers.view';

/**
 * A booking's advance by transfer (docs/payments.md#transfers, ADR 060): accepted, the ledger
 * records what arrived by the transfer's method and staff's reference and the booking is
 * confirmed; rejected or lapsed, it is cancelled with the reason and its slots freed. Less than
 * the advance leaves the rest owed; more owes the excess back by the same method.
 */
export const bookingTransfers: TransferPayable<BookingRow> = {
  messages: {
    notFound: TRANSFER_MESSAGES.receiptNotFound,
    notWaiting: TRANSFER_MESSAGES.notWaiting,
  },
  receiptOwner: (id) => ({ bookingId: id }),
  lock: lockBooking,
  findByToken: (db, token, { lock }) =>
    lock ? lockBookingByToken(db, token) : findBookingByToken(db, token),
  waits: waitsForTransfer,
  expected: (row) => advanceOf(row.amount),

  /**
   * The receipt keeps the hold for the whole `TRANSFER_HOLD_MINUTES` from when the booking was
   * made (until then it held for `TRANSFER_RECEIPT_MINUTES`), never past the start of play.
   */
  async receiptSaved(tx, ctx, row, at) {
    const held = transferHoldUntil(
      row.createdAt,
      ctx.transferHoldMinutes,
      venueInstant(row.selectedDate, Math.min(...row.slotHours), ctx.timeZone),
    );
    const transferBy = row.transferBy && row.transferBy > held ? row.transferBy : held;
    await setReceiptAt(tx, row.id, at, transferBy);
    return { booking: toCustomerBooking({ ...row, transferReceiptAt: at, transferBy }) };
  },

  async accept(tx, ctx, row, { reference, expected, received }, actor) {
    const before = await lockForTransition(tx, row.id, 'transfer-accept');
    await applyTransition(
      tx,
      before,
      'transfer-accept',
      actor,
      { transferBy: null, paymentStatus: BOOKING_TRANSITIONS['transfer-accept'].payment.to },
      {
        notifier: ctx.notifier,
        till: ctx.till,
        method: before.transferMethod!,
        reference,
        amount: received,
        audit: () => ({ after: { method: before.transferMethod, reference, expected, received } }),
      },
    );
  },

  cancel: (tx, ctx, row, { transition, reason }, actor) =>
    cancelBooking(tx, row, { transition, reason, actor, notifier: ctx.notifier }),

  stopWaiting: clearTransferBy,

  async toCheck(db) {
    const rows = await listTransfersToCheck(db);
    return rows.map((row) => ({
      kind: 'booking' as const,
      id: row.id,
      customerName: row.customerName,
      phoneNumber: row.phoneNumber,
      selectedDate: row.selectedDate,
      selectedSlots: row.slotHours.map(slotLabel),
      selectedCourt: row.selectedCourt,
      amount: advanceOf(row.amount),
      total: row.amount,
      reference: transferReference(row.id),
      ...heldTransfer(row),
    }));
  },
  countToCheck: countTransfersToCheck,
  listOverdue: listOverdueTransfers,
};
