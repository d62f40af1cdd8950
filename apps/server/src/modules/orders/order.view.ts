import { ORDER_MESSAGES, orderOwed, type Order } from '@padel/contracts';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { findOrderRow, itemsOfOrders, type OrderItemRow, type OrderRow } from './orders.repo';

/** What the order still owes, by the ledger (docs/payments.md#transfers). */
export const orderOwedOf = (row: OrderRow) =>
  orderOwed({
    status: row.status,
    paymentStatus: row.paymentStatus,
    total: row.totalPrice,
    ledgerPaid: row.ledgerPaid,
  });

/** A café order as staff and the spec's calls answer it (docs/api.md#calls). */
export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: row.id,
    customer_Name: row.customerName,
    // A counter order has no phone: the spec's field stays a string (docs/cafe.md#counter-orders).
    customer_Number: row.customerNumber ?? '',
    customer_Email: row.customerEmail,
    customer_Address: row.customerAddress,
    deliveryType: row.deliveryType,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    subtotal: row.subtotal,
    delivery_Fee: row.deliveryFee,
    total_Price: row.totalPrice,
    status: row.status,
    orderSent: row.status === 'Sent',
    cancelReason: row.cancelReason,
    refund: row.refund,
    owed: orderOwedOf(row),
    createdAt: row.createdAt.toISOString(),
    items: items.map((item) => ({
      Product_ID: item.productId,
      Product_Name: item.productName,
      Product_Quantity: item.quantity,
      Product_Price: item.unitPrice,
      Product_Image: item.productImage,
      Product_Category: item.productCategory,
    })),
    source: row.source,
    tableNumber: row.tableNumber,
    notes: row.notes,
    paidMethod: row.paidMethod,
    paidAt: row.paidAt?.toISOString() ?? null,
    transferMethod: row.transferMethod,
    collectedAt: row.collectedAt?.toISOString() ?? null,
  };
}

/** One order as read, with its lines. */
export async function orderById(db: Database, id: number): Promise<Order> {
  const row = await findOrderRow(db, id, { lock: false });
  if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
  const items = await itemsOfOrders(db, [id]);
  return toOrder(row, items.get(id) ?? []);
}
