import { STORAGE_KEYS } from '@padel/contracts';

/**
 * The cart lives in localStorage under `cart` (SPEC §3) as a JSON array of items. Contracts has no
 * schema for it yet, so the item shape is declared here.
 */
export interface CartItem {
  id: number | string;
  name: string;
  price: number;
  quantity: number;
  imagePath?: string;
  itemUrl?: string;
  size?: string;
  extra?: string;
}

/** Broadcast on `window` after every cart change (SPEC §4). */
export const CART_UPDATED_EVENT = 'cartUpdated';

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    (typeof item.id === 'number' || typeof item.id === 'string') &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    typeof item.quantity === 'number'
  );
}

/** The stored cart; anything unreadable counts as empty. */
export function readCart(): CartItem[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.cart);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

/** Number of items in the cart: the sum of the quantities. */
export function cartItemCount(items: CartItem[]): number {
  return items.reduce(
    (sum, item) => sum + (Number.isFinite(item.quantity) && item.quantity > 0 ? item.quantity : 0),
    0,
  );
}
