import { MOVEMENT_METHOD_WORDS, type Order, type OrderPaidMethod } from '@padel/contracts';

/** Words the order screens show for stored values. */
export const DELIVERY_LABELS: Record<string, string> = { deliver: 'Deliver', pickup: 'Pickup' };
export const PAYMENT_LABELS: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  transfer: 'Transfer',
};

export const orderNumber = (id: number) => `Order #${id}`;

/**
 * The pending order's done action (see docs/cafe.md#mark-as-sent): the spec's "Mark as Sent" for a
 * delivery; a pickup order is collected at the counter, never sent.
 */
export const markDoneLabel = (deliveryType: string) =>
  deliveryType === 'pickup' ? 'Mark as collected' : 'Mark as Sent';

const PAID_LABELS: Record<OrderPaidMethod, string> = {
  ...MOVEMENT_METHOD_WORDS,
  'card-online': 'Card',
};

/** How a paid order's money came in. */
export const paidLabel = (method: OrderPaidMethod) => PAID_LABELS[method];

/**
 * Whether staff may take this order's money at the desk (docs/cafe.md#paid-and-collected): unpaid,
 * and neither cancelled, expired nor waiting for its card payment online.
 */
export const canPayAtDesk = (order: Pick<Order, 'paymentStatus' | 'status'>) =>
  order.paymentStatus === 'unpaid' && (order.status === 'Pending' || order.status === 'Sent');
