import {
  orderTransferReference,
  TRANSFER_MESSAGES,
  type CustomerOrder,
  type TransferToCheck,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { recordAudit, type AuditEntry } from '../audit/audit.repo';
import type { Till } from '../ledger/till.service';
import type { Notifier } from '../notifications/notifier.service';
import { readReceiptImage, refuseUnreadable } from '../transfer-receipts/receipt-image.service';
import { findReceipt, saveReceipt } from '../transfer-receipts/receipts.repo';
import {
  findOrderByToken,
  listOrderTransfersToCheck,
  listOverdueOrderTransfers,
} from './order-transfers.repo';
import {
  findOrderRow,
  itemsOfOrders,
  updateOrder,
  type NewOrder,
  type OrderRow,
} from './orders.repo';
import { orderById } from './orders.service';

/**
 * A café order paid by transfer and checked by staff (docs/payments.md#transfers, ADR 062): it
 * waits as `Awaiting payment`, out of the kitchen, until staff accept the receipt (paid, the
 * ledger row by the transfer's method and reference, the kitchen and the customer told), reject
 * it (cancelled with the reason) or `TRANSFER_HOLD_MINUTES` pass (cancelled "Transfer not
 * received in time"); the customer is told either way.
 */

/** Whether the order still waits for staff to check its transfer. */
const waitsForTransfer = (row: OrderRow) =>
  row.transferBy !== null && row.status === 'Awaiting payment' && row.paymentStatus === 'unpaid';

const notWaiting = () =>
  new ConflictError(TRANSFER_MESSAGES.orderNotWaiting, 'NOT_WAITING_FOR_TRANSFER');
const notFound = () => new NotFoundError(TRANSFER_MESSAGES.orderNotFound);

/** The order as its customer's own page shows it. */
async function customerOrder(db: Database, row: OrderRow): Promise<CustomerOrder> {
  const items = (await itemsOfOrders(db, [row.id])).get(row.id) ?? [];
  return {
    id: row.id,
    customer_Name: row.customerName,
    deliveryType: row.deliveryType,
    status: row.status,
    paymentStatus: row.paymentStatus,
    total_Price: row.totalPrice,
    items: items.map((item) => ({
      Product_Name: item.productName,
      Product_Quantity: item.quantity,
      Product_Price: item.unitPrice,
    })),
    cancelReason: row.cancelReason,
    transfer:
      row.transferMethod === null
        ? null
        : {
            method: row.transferMethod,
            amount: row.totalPrice,
            reference: orderTransferReference(row.id),
            transferBy: waitsForTransfer(row) ? row.transferBy!.toISOString() : null,
            receiptUploaded: row.transferReceiptAt !== null,
          },
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/my-order/{token}: 404 for any token but the order's own. */
export async function orderByToken(db: Database, token: string): Promise<CustomerOrder> {
  const row = await findOrderByToken(db, token, { lock: false });
  if (!row) throw notFound();
  return customerOrder(db, row);
}

/**
 * POST /api/my-order/{token}/transfer-receipt: a picture the server can decode, re-encoded before
 * it is kept; anything else answers 400 and nothing is stored.
 */
export async function uploadOrderReceipt(db: Database, token: string, image: string, now: Date) {
  const read = await readReceiptImage(image);
  return db.transaction(async (tx: Database) => {
    const order = await findOrderByToken(tx, token, { lock: true });
    if (!order) throw notFound();
    if (!waitsForTransfer(order)) throw notWaiting();
    refuseUnreadable(read);
    await saveReceipt(tx, { orderId: order.id }, read);
    const row = await updateOrder(tx, order.id, { transferReceiptAt: now });
    return { message: TRANSFER_MESSAGES.receiptSaved, order: await customerOrder(tx, row) };
  });
}

/** A receipt, for its order's own link or staff only: 404 for anything else. */
export async function orderReceipt(db: Database, key: { token: string } | { id: number }) {
  const id = 'id' in key ? key.id : (await findOrderByToken(db, key.token, { lock: false }))?.id;
  const receipt = id === undefined ? undefined : await findReceipt(db, { orderId: id });
  if (!receipt) throw new NotFoundError(TRANSFER_MESSAGES.receiptNotFound);
  return receipt;
}

/** The café orders in staff's "Transfers to check", the oldest first. */
export async function orderTransfersToCheck(db: Database): Promise<TransferToCheck[]> {
  const rows = await listOrderTransfersToCheck(db);
  const items = await itemsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    kind: 'order',
    id: row.id,
    customerName: row.customerName,
    phoneNumber: row.customerNumber ?? '',
    deliveryType: row.deliveryType,
    items: (items.get(row.id) ?? []).map((item) => ({
      name: item.productName,
      quantity: item.quantity,
    })),
    method: row.transferMethod!,
    amount: row.totalPrice,
    total: row.totalPrice,
    reference: orderTransferReference(row.id),
    transferBy: row.transferBy!.toISOString(),
    receiptAt: row.transferReceiptAt?.toISOString() ?? null,
  }));
}

export interface OrderTransferContext {
  db: Database;
  notifier: Notifier;
  till: Till;
  now: () => Date;
}

/** Ends the wait with `values`, audited as `action` with `after`, in the caller's transaction. */
async function settle(
  tx: Database,
  before: OrderRow,
  values: Partial<NewOrder>,
  audit: Pick<AuditEntry, 'actor' | 'action' | 'after'>,
) {
  await updateOrder(tx, before.id, { ...values, transferBy: null });
  await recordAudit(tx, {
    ...audit,
    entity: 'order',
    entityId: before.id,
    before: { status: before.status, paymentStatus: before.paymentStatus },
  });
  return orderById(tx, before.id);
}

/** Locks an order whose transfer is to check: 404 when gone, 409 when it waits for none. */
async function lockTransfer(tx: Database, id: number): Promise<OrderRow> {
  const order = await findOrderRow(tx, id, { lock: true });
  if (!order) throw notFound();
  if (!waitsForTransfer(order)) throw notWaiting();
  return order;
}

/**
 * POST /api/transfers/orders/{id}/accept: the order is paid; the ledger records its total by the
 * transfer's method with staff's reference, and it goes to the kitchen with its messages.
 */
export async function acceptOrderTransfer(
  ctx: OrderTransferContext,
  id: number,
  reference: string,
  adminId: number,
) {
  await ctx.db.transaction(async (tx: Database) => {
    const before = await lockTransfer(tx, id);
    const actor = { type: 'admin', id: adminId } as const;
    const method = before.transferMethod!;
    await ctx.till.record(tx, {
      orderId: id,
      kind: 'order',
      method,
      amount: before.totalPrice,
      reference,
      actor,
    });
    const order = await settle(
      tx,
      before,
      {
        status: 'Pending',
        paymentStatus: 'paid',
        paidMethod: method,
        paidAt: ctx.now(),
        paidAmount: before.totalPrice,
        paymentReference: reference,
      },
      {
        actor,
        action: 'transfer-payment',
        after: { status: 'Pending', paymentStatus: 'paid', method, reference },
      },
    );
    await ctx.notifier.orderReceived(tx, order);
  });
  return { message: TRANSFER_MESSAGES.accepted };
}

/** Cancelled with `reason`, the customer told; nothing was paid, so nothing goes back. */
async function cancelUnpaid(
  tx: Database,
  ctx: Pick<OrderTransferContext, 'notifier' | 'now'>,
  before: OrderRow,
  reason: string,
  audit: Pick<AuditEntry, 'actor' | 'action'>,
) {
  const order = await settle(
    tx,
    before,
    { status: 'Cancelled', cancelReason: reason, cancelledAt: ctx.now() },
    { ...audit, after: { status: 'Cancelled', cancelReason: reason } },
  );
  await ctx.notifier.orderCancelled(tx, order);
}

/** POST /api/transfers/orders/{id}/reject: cancelled with staff's reason, the customer told. */
export async function rejectOrderTransfer(
  ctx: OrderTransferContext,
  id: number,
  reason: string,
  adminId: number,
) {
  await ctx.db.transaction(async (tx: Database) => {
    const before = await lockTransfer(tx, id);
    await cancelUnpaid(tx, ctx, before, TRANSFER_MESSAGES.rejectedReason(reason), {
      actor: { type: 'admin', id: adminId },
      action: 'transfer-reject',
    });
  });
  return { message: TRANSFER_MESSAGES.rejected };
}

/**
 * The worker's part: an order by transfer staff did not accept in time is cancelled "Transfer
 * not received in time" and its customer told; one that moved on meanwhile only stops waiting.
 */
export const orderTransferLapse = (notifier: Notifier) => ({
  listOverdue: listOverdueOrderTransfers,
  async lapse(tx: Database, id: number, at: Date): Promise<unknown> {
    const before = await findOrderRow(tx, id, { lock: true });
    if (!before || before.transferBy === null || before.transferBy > at) return;
    if (!waitsForTransfer(before)) return updateOrder(tx, id, { transferBy: null });
    return cancelUnpaid(
      tx,
      { notifier, now: () => at },
      before,
      TRANSFER_MESSAGES.notReceivedReason,
      { actor: { type: 'system' }, action: 'transfer-lapse' },
    );
  },
});
