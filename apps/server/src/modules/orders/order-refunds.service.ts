import type { Refundable } from '../payments/payables.types';
import { findOrderRow } from './orders.repo';

/** Whom a café order's refund is told to (see docs/cafe.md#cancelling-an-order). */
export const orderRefunds: Refundable = {
  kind: 'order',
  async refundRecipient(tx, id) {
    const order = await findOrderRow(tx, id, { lock: false });
    if (!order) return undefined;
    return {
      email: order.customerEmail || null,
      customerName: order.customerName,
      phone: order.customerNumber,
      paidFor: `order #${order.id}`,
      date: null,
      accessToken: null,
    };
  },
};
