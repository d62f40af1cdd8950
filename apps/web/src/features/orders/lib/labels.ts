/** Words the order screens show for stored values. */
export const DELIVERY_LABELS: Record<string, string> = { deliver: 'Deliver', pickup: 'Pickup' };
export const PAYMENT_LABELS: Record<string, string> = { cash: 'Cash', card: 'Card' };

export const orderNumber = (id: number) => `Order #${id}`;

/**
 * The pending order's done action (see docs/cafe.md#mark-as-sent): the spec's "Mark as Sent" for a
 * delivery; a pickup order is collected at the counter, never sent.
 */
export const markDoneLabel = (deliveryType: string) =>
  deliveryType === 'pickup' ? 'Mark as collected' : 'Mark as Sent';
