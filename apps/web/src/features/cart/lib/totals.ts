import { orderTotals } from '@padel/contracts';
import type { CartItem } from '@/lib/cart-storage';

/**
 * Cart and checkout totals from one rule (see docs/cafe.md#order-totals): the delivery fee (the
 * venue's setting, `useDelivery`) applies to delivery only.
 */
export function cartTotals(
  items: readonly CartItem[],
  deliveryType: 'deliver' | 'pickup',
  deliveryFee: number,
) {
  return orderTotals(items, deliveryType, deliveryFee);
}

export const lineSubtotal = (item: CartItem) => item.price * item.quantity;

/** Where a cart line links: the product's detail page (built from the id, never a stored URL). */
export const itemLink = (item: CartItem) => `/product-detail/${encodeURIComponent(item.id)}`;
