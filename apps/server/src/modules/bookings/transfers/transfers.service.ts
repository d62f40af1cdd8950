import {
  advanceOf,
  BOOKING_TRANSITIONS,
  slotLabel,
  TRANSFER_MESSAGES,
  waitsForTransfer,
  transferReference,
  type TransferToCheck,
} from '@padel/contracts';
import type { Database } from '../../../db/client';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { applyTransition, lockForTransition } from '../apply-transition.service';
import type { BookingContext } from '../booking-context.service';
import { toCustomerBooking } from '../booking.view';
import {
  findBookingByToken,
  lockBooking,
  lockBookingByToken,
  type BookingRow,
} from '../bookings.repo';
import { cancelBooking } from '../cancel-booking.service';
import { readReceiptImage, refuseUnreadable } from '../../transfer-receipts/receipt-image.service';
import { findReceipt, saveReceipt } from '../../transfer-receipts/receipts.repo';
import { listTransfersToCheck, setReceiptAt } from './transfers.repo';

/**
 * An advance paid by transfer and checked by staff (docs/payments.md#transfers, ADR 060): the
 * customer's receipt, staff's list, accept (the ledger records the advance by the transfer's
 * method and reference) and reject (cancelled with the reason). The customer is told either way.
 */

/** Whether the booking still waits for its transfer to be checked. */
const notWaiting = () =>
  new ConflictError(TRANSFER_MESSAGES.notWaiting, 'NOT_WAITING_FOR_TRANSFER');

/**
 * POST /api/my-booking/{token}/transfer-receipt: a picture the server can decode, re-encoded
 * before it is kept; anything else answers 400 and nothing is stored.
 */
export async function uploadReceipt(ctx: BookingContext, token: string, image: string) {
  const read = await readReceiptImage(image);
  return ctx.db.transaction(async (tx: Database) => {
    const booking = await lockBookingByToken(tx, token);
    if (!booking) throw new NotFoundError(TRANSFER_MESSAGES.receiptNotFound);
    if (!waitsForTransfer(booking)) throw notWaiting();
    refuseUnreadable(read);
    await saveReceipt(tx, { bookingId: booking.id }, read);
    await setReceiptAt(tx, booking.id, ctx.now());
    return {
      message: TRANSFER_MESSAGES.receiptSaved,
      booking: toCustomerBooking({ ...booking, transferReceiptAt: ctx.now() }),
    };
  });
}

/** A receipt, for its booking's own link or staff only: 404 for anything else. */
export async function receiptByToken(db: Database, token: string) {
  const booking = await findBookingByToken(db, token);
  const receipt = booking ? await findReceipt(db, { bookingId: booking.id }) : undefined;
  if (!receipt) throw new NotFoundError(TRANSFER_MESSAGES.receiptNotFound);
  return receipt;
}

export async function receiptById(db: Database, id: number) {
  const receipt = await findReceipt(db, { bookingId: id });
  if (!receipt) throw new NotFoundError(TRANSFER_MESSAGES.receiptNotFound);
  return receipt;
}

/** The bookings in staff's "Transfers to check", the oldest hold first. */
export async function bookingTransfersToCheck(db: Database): Promise<TransferToCheck[]> {
  const rows = await listTransfersToCheck(db);
  return rows.map((row) => ({
    kind: 'booking' as const,
    id: row.id,
    customerName: row.customerName,
    phoneNumber: row.phoneNumber,
    selectedDate: row.selectedDate,
    selectedSlots: row.slotHours.map(slotLabel),
    selectedCourt: row.selectedCourt,
    method: row.transferMethod!,
    amount: advanceOf(row.amount),
    total: row.amount,
    reference: transferReference(row.id),
    transferBy: row.transferBy!.toISOString(),
    receiptAt: row.transferReceiptAt?.toISOString() ?? null,
  }));
}

/** Locks a booking whose transfer is to check: 404 when gone, 409 when it waits for none. */
async function lockTransfer(tx: Database, id: number): Promise<BookingRow> {
  const booking = await lockBooking(tx, id);
  if (!booking) throw new NotFoundError(TRANSFER_MESSAGES.receiptNotFound);
  if (!waitsForTransfer(booking)) throw notWaiting();
  return booking;
}

/**
 * POST /api/transfers/{id}/accept: the advance is paid; the ledger records it by the transfer's
 * method with staff's reference, the booking is confirmed and the customer told.
 */
export async function acceptTransfer(
  ctx: BookingContext,
  id: number,
  reference: string,
  adminId: number,
) {
  await ctx.db.transaction(async (tx: Database) => {
    await lockTransfer(tx, id);
    const before = await lockForTransition(tx, id, 'transfer-accept');
    await applyTransition(
      tx,
      before,
      'transfer-accept',
      { type: 'admin', id: adminId },
      { transferBy: null, paymentStatus: BOOKING_TRANSITIONS['transfer-accept'].payment.to },
      {
        notifier: ctx.notifier,
        till: ctx.till,
        method: before.transferMethod!,
        reference,
        audit: () => ({ after: { method: before.transferMethod, reference } }),
      },
    );
  });
  return { message: TRANSFER_MESSAGES.accepted };
}

/** POST /api/transfers/{id}/reject: cancelled with staff's reason, the slots freed, the customer told. */
export async function rejectTransfer(
  ctx: BookingContext,
  id: number,
  reason: string,
  adminId: number,
) {
  await ctx.db.transaction(async (tx: Database) => {
    const before = await lockTransfer(tx, id);
    await cancelBooking(tx, before, {
      transition: 'transfer-reject',
      reason: TRANSFER_MESSAGES.rejectedReason(reason),
      actor: { type: 'admin', id: adminId },
      notifier: ctx.notifier,
    });
  });
  return { message: TRANSFER_MESSAGES.rejected };
}
