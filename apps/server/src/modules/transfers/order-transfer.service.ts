import { orderTransferReference, TRANSFER_MESSAGES, type CustomerOrder } from '@padel/contracts';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { applyOrderTransition } from '../orders/apply-order-transition.service';
import { orderOwedOf } from '../orders/order.view';
import { findOrderRow, itemsOfOrders, updateOrder, type OrderRow } from '../orders/orders.repo';
import {
  countOrderTransfersToCheck,
  findOrderByToken,
  listOrderTransfersToCheck,
  listOverdueOrderTransfers,
} from './order-transfers.repo';
import type { TransferPayable } from './transfer-payable.types';
import { heldTransfer } from './transfers.view';

/**
 * A café order paid by transfer (docs/payments.md#transfers, ADR 062): it waits as `Awaiting
 * payment`, out of the kitchen, until staff accept the receipt (the ledger row by the transfer's
 * method and reference, the kitchen and the customer told), reject it, or its hold lapses
 * (cancelled with the reason; nothing was paid, so nothing goes back).
 */

/** Whether the order still waits for staff to check its transfer. */
const waitsForTransfer = (row: OrderRow) =>
  row.transferBy !== null && row.status === 'Awaiting payment' && row.paymentStatus === 'unpaid';

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
    owed: orderOwedOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/my-order/{token}: 404 for any token but the order's own. */
export async function orderByToken(db: Database, token: string): Promise<CustomerOrder> {
  const row = await findOrderByToken(db, token, { lock: false });
  if (!row) throw new NotFoundError(TRANSFER_MESSAGES.orderNotFound);
  return customerOrder(db, row);
}

export const orderTransfers: TransferPayable<OrderRow> = {
  messages: {
    notFound: TRANSFER_MESSAGES.orderNotFound,
    notWaiting: TRANSFER_MESSAGES.orderNotWaiting,
  },
  receiptOwner: (id) => ({ orderId: id }),
  lock: (tx, id) => findOrderRow(tx, id, { lock: true }),
  findByToken: findOrderByToken,
  waits: waitsForTransfer,
  expected: (row) => row.totalPrice,

  async receiptSaved(tx, _ctx, row, at) {
    const saved = await updateOrder(tx, row.id, { transferReceiptAt: at });
    return { order: await customerOrder(tx, saved) };
  },

  /**
   * The total or more pays it and sends it to the kitchen, the excess owed back by the same
   * method; less leaves it unpaid, the rest to pay at pickup or on delivery.
   */
  async accept(tx, ctx, before, { reference, expected, received }, actor) {
    const method = before.transferMethod!;
    const short = received < expected;
    await applyOrderTransition(
      tx,
      before,
      short ? 'transfer-accept-short' : 'transfer-accept',
      actor,
      {
        transferBy: null,
        // Paid once the whole total came; a part leaves it to the desk, which records the rest.
        ...(short ? {} : { paidMethod: method, paidAt: ctx.now() }),
        paidAmount: received,
        paymentReference: reference,
      },
      {
        till: ctx.till,
        notifier: ctx.notifier,
        money: { method, amount: received, reference },
        ...(received > expected
          ? {
              oweBack: {
                policy: false,
                parts: [{ method, amount: received - expected }],
                reason: TRANSFER_MESSAGES.paidMoreThanAsked,
                mayOverride: true,
              },
            }
          : {}),
        audit: { method, reference, expected, received },
      },
    );
  },

  cancel: (tx, ctx, before, { transition, reason }, actor) =>
    applyOrderTransition(
      tx,
      before,
      transition,
      actor,
      { transferBy: null, cancelReason: reason, cancelledAt: ctx.now() },
      { notifier: ctx.notifier, audit: { cancelReason: reason } },
    ),

  stopWaiting: (tx, id) => updateOrder(tx, id, { transferBy: null }),

  async toCheck(db) {
    const rows = await listOrderTransfersToCheck(db);
    const items = await itemsOfOrders(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      kind: 'order' as const,
      id: row.id,
      customerName: row.customerName,
      phoneNumber: row.customerNumber ?? '',
      deliveryType: row.deliveryType,
      items: (items.get(row.id) ?? []).map((item) => ({
        name: item.productName,
        quantity: item.quantity,
      })),
      amount: row.totalPrice,
      total: row.totalPrice,
      reference: orderTransferReference(row.id),
      ...heldTransfer(row),
    }));
  },
  countToCheck: countOrderTransfersToCheck,
  listOverdue: listOverdueOrderTransfers,
};
