import type { Refundable } from '../payments/payables.types';
import { findOrderRow, type OrderRow } from './orders.repo';
import { findOrderWithRefundDue, markOrderRefunded, orderRefundsDue } from './order-payments.repo';

/** Paid by a transfer staff checked: given back by hand (docs/payments.md#refunds-by-hand). */
const paidByHand = (order: OrderRow) =>
  order.paidMethod !== null && order.paidMethod !== 'card-online';

/** How a cancelled card order's payment is given back (see docs/cafe.md#cancelling-an-order). */
export const orderRefunds: Refundable = {
  kind: 'order',
  refundsDue: orderRefundsDue,
  async dueRefund(db, id) {
    const due = await findOrderWithRefundDue(db, id);
    if (!due) return undefined;
    // An order paid before its payment's reference was kept has it read from its checkout.
    return {
      amount: due.refundAmount ?? 0,
      paymentReference: due.paymentReference,
      checkoutId: due.checkoutSessionId,
      byHand: paidByHand(due),
    };
  },
  markRefunded: markOrderRefunded,
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
