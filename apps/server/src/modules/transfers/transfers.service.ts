import { TRANSFER_MESSAGES, type TransferToCheck } from '@padel/contracts';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Notifier } from '../notifications/notifier.service';
import { bookingTransfers } from './booking-transfer.service';
import { orderTransfers } from './order-transfer.service';
import { readReceiptImage, refuseUnreadable } from './receipt-image.service';
import { findReceipt, saveReceipt } from './receipts.repo';
import type { TransferContext, TransferPayable, TransferRow } from './transfer-payable.types';

/**
 * The life of a transfer, for bookings and café orders alike (docs/payments.md#transfers, ADR
 * 066): the customer's receipt, staff's list, accept (what arrived, by the transfer's method and
 * staff's reference), reject (cancelled with the reason) and the hold's lapse. Each kind's own
 * steps are in booking-transfer.service.ts and order-transfer.service.ts.
 */

/** Every kind, for the list and the admin bar's count. */
const PAYABLES: readonly Pick<TransferPayable<TransferRow>, 'toCheck' | 'countToCheck'>[] = [
  bookingTransfers,
  orderTransfers,
];

const notWaiting = (payable: Pick<TransferPayable<TransferRow>, 'messages'>) =>
  new ConflictError(payable.messages.notWaiting, 'NOT_WAITING_FOR_TRANSFER');

/** Locks a payable whose transfer is to check: 404 when gone, 409 when it waits for none. */
async function lockWaiting<Row extends TransferRow>(
  payable: TransferPayable<Row>,
  tx: Database,
  id: number,
): Promise<Row> {
  const row = await payable.lock(tx, id);
  if (!row) throw new NotFoundError(payable.messages.notFound);
  if (!payable.waits(row)) throw notWaiting(payable);
  return row;
}

/** The payable of the link, waiting for its transfer: 404 when there is none, 409 when it waits for none. */
async function waitingByToken<Row extends TransferRow>(
  payable: TransferPayable<Row>,
  db: Database,
  token: string,
  lock: boolean,
): Promise<Row> {
  const row = await payable.findByToken(db, token, { lock });
  if (!row) throw new NotFoundError(payable.messages.notFound);
  if (!payable.waits(row)) throw notWaiting(payable);
  return row;
}

/**
 * POST /api/my-booking|my-order/{token}/transfer-receipt: a picture the server can decode,
 * re-encoded before it is kept; anything else answers 400 and nothing is stored. The link is
 * checked before the picture is read (issue 43): an upload to a made-up token, or to a payable
 * that waits for no transfer, costs no decoding.
 */
export async function uploadReceipt<Row extends TransferRow>(
  payable: TransferPayable<Row>,
  ctx: Pick<TransferContext, 'db' | 'now' | 'transferHoldMinutes' | 'timeZone' | 'metrics'>,
  token: string,
  image: string,
) {
  await waitingByToken(payable, ctx.db, token, false);
  const read = await readReceiptImage(image, () => ctx.metrics.receiptDecoded());
  return ctx.db.transaction(async (tx: Database) => {
    // Looked at again under the lock: staff may have accepted it while the picture was read.
    const row = await waitingByToken(payable, tx, token, true);
    refuseUnreadable(read);
    await saveReceipt(tx, payable.receiptOwner(row.id), read);
    return {
      message: TRANSFER_MESSAGES.receiptSaved,
      ...(await payable.receiptSaved(tx, ctx, row, ctx.now())),
    };
  });
}

/** A receipt, for its payable's own link or staff only: 404 for anything else. */
export async function receiptOf<Row extends TransferRow>(
  payable: TransferPayable<Row>,
  db: Database,
  key: { token: string } | { id: number },
) {
  const id = 'id' in key ? key.id : (await payable.findByToken(db, key.token, { lock: false }))?.id;
  const receipt = id === undefined ? undefined : await findReceipt(db, payable.receiptOwner(id));
  if (!receipt) throw new NotFoundError(TRANSFER_MESSAGES.receiptNotFound);
  return receipt;
}

/**
 * POST /api/transfers/{id}/accept and /api/transfers/orders/{id}/accept: what arrived
 * (`amountReceived`, what was asked when left out) is recorded by the transfer's method with
 * staff's reference; the kind says what that pays (docs/payments.md#transfers).
 */
export async function acceptTransfer<Row extends TransferRow>(
  payable: TransferPayable<Row>,
  ctx: TransferContext,
  id: number,
  { reference, amountReceived }: { reference: string; amountReceived?: number },
  adminId: number,
) {
  await ctx.db.transaction(async (tx: Database) => {
    const row = await lockWaiting(payable, tx, id);
    // What staff's list asked for (`toCheck`).
    const expected = payable.expected(row);
    const received = { reference, expected, received: amountReceived ?? expected };
    await payable.accept(tx, ctx, row, received, { type: 'admin', id: adminId });
  });
  return { message: TRANSFER_MESSAGES.accepted };
}

/** POST /api/transfers/…/reject: cancelled with staff's reason, the customer told. */
export async function rejectTransfer<Row extends TransferRow>(
  payable: TransferPayable<Row>,
  ctx: TransferContext,
  id: number,
  reason: string,
  adminId: number,
) {
  await ctx.db.transaction(async (tx: Database) => {
    const row = await lockWaiting(payable, tx, id);
    await payable.cancel(
      tx,
      ctx,
      row,
      { transition: 'transfer-reject', reason: TRANSFER_MESSAGES.rejectedReason(reason) },
      { type: 'admin', id: adminId },
    );
  });
  return { message: TRANSFER_MESSAGES.rejected };
}

/**
 * The worker's part (`TRANSFER_HOLD_MINUTES`, transfer-expiry.job.ts): a transfer staff did not
 * accept in time is cancelled "Transfer not received in time" and its customer told; one accepted
 * or cancelled meanwhile only stops waiting.
 */
export const transferLapse = <Row extends TransferRow>(
  payable: TransferPayable<Row>,
  notifier: Notifier,
) => ({
  listOverdue: payable.listOverdue,
  async lapse(tx: Database, id: number, at: Date): Promise<unknown> {
    const row = await payable.lock(tx, id);
    if (!row || row.transferBy === null || row.transferBy > at) return;
    if (!payable.waits(row)) return payable.stopWaiting(tx, id);
    return payable.cancel(
      tx,
      { notifier, now: () => at },
      row,
      { transition: 'transfer-lapse', reason: TRANSFER_MESSAGES.notReceivedReason },
      { type: 'system' },
    );
  },
});

/**
 * GET /api/transfers: every payable waiting for staff to check its transfer, the one whose hold
 * ends first at the top.
 */
export async function transfersToCheck(db: Database): Promise<TransferToCheck[]> {
  const lists = await Promise.all(PAYABLES.map((payable) => payable.toCheck(db)));
  return lists.flat().sort((a, b) => a.transferBy.localeCompare(b.transferBy));
}

/** The admin bar's count of the same (docs/screens.md#attention-counts). */
export async function countAllTransfersToCheck(db: Database): Promise<number> {
  const counts = await Promise.all(PAYABLES.map((payable) => payable.countToCheck(db)));
  return counts.reduce((sum, count) => sum + count, 0);
}
