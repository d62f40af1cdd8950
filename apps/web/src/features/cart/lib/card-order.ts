import { clearCart } from '@/lib/cart-storage';

/**
 * A card order leaves the cart as it is until the provider's event says it is paid (see
 * docs/cafe.md#cart, docs/payments.md#card-payments): a cancelled or failed payment brings the
 * customer back to a full cart. The order awaiting payment is remembered here, so the success page
 * empties the cart once for that order, and never for a reload of an old success page after the
 * customer started a new cart.
 */
const AWAITED_KEY = 'padel.cardOrder';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Remembers the order whose card payment the customer is about to make. */
export function rememberCardOrder(orderId: number): void {
  try {
    storage()?.setItem(AWAITED_KEY, String(orderId));
  } catch {
    // Storage refused: the cart then stays until the customer empties it.
  }
}

export function awaitedCardOrder(): number | null {
  const raw = storage()?.getItem(AWAITED_KEY);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The order is paid: empties the cart if this is the order the cart was waiting for. Returns
 * whether it did.
 */
export function settleCardOrder(orderId: number): boolean {
  if (awaitedCardOrder() !== orderId) return false;
  storage()?.removeItem(AWAITED_KEY);
  clearCart();
  return true;
}
