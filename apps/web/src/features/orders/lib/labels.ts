/** Words the order screens show for stored values. */
export const DELIVERY_LABELS: Record<string, string> = { deliver: 'Deliver', pickup: 'Pickup' };
export const PAYMENT_LABELS: Record<string, string> = { cash: 'Cash', card: 'Card' };

export const orderNumber = (id: number) => `Order #${id}`;
