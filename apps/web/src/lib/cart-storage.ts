import { MAX_ORDER_QUANTITY, STORAGE_KEYS } from '@padel/contracts';

/**
 * The cart lives in localStorage under `cart` (see docs/cafe.md#cart) as a JSON array of items.
 * Contracts has no schema for it, so the item shape is declared here. This file is on the menu's
 * first page (the header badge reads it), so it checks items by hand rather than with zod.
 */
export interface CartItem {
  /** The product id. */
  id: number | string;
  name: string;
  price: number;
  quantity: number;
  imagePath?: string;
  itemUrl?: string;
  size?: string;
  extra?: string;
  /** The product's category, sent with the order line (see docs/cafe.md#checkout). */
  category?: string;
}

/** Broadcast on `window` after every cart change (see docs/cafe.md#cart). */
export const CART_UPDATED_EVENT = 'cartUpdated';

/**
 * The quantity stepper's bounds (see docs/cafe.md#cart: never below 1; the server accepts at most
 * 99).
 */
export const MIN_CART_QUANTITY = 1;
export const MAX_CART_QUANTITY = MAX_ORDER_QUANTITY;

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

/** The raw stored text; `null` when there is none or storage is unavailable. */
export function readCartRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cart);
  } catch {
    return null;
  }
}

/** Parses stored cart text; anything unreadable counts as empty. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

/** The stored cart; anything unreadable counts as empty. */
export function readCart(): CartItem[] {
  return parseCart(readCartRaw());
}

/** Number of items in the cart: the sum of the quantities. */
export function cartItemCount(items: CartItem[]): number {
  return items.reduce(
    (sum, item) => sum + (Number.isFinite(item.quantity) && item.quantity > 0 ? item.quantity : 0),
    0,
  );
}

/** A whole quantity within the stepper's bounds. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_CART_QUANTITY;
  return Math.min(MAX_CART_QUANTITY, Math.max(MIN_CART_QUANTITY, Math.round(quantity)));
}

/** Ids may be stored as numbers or strings; `12` and `'12'` are the same product. */
export const sameId = (a: CartItem['id'], b: CartItem['id']) => String(a) === String(b);

/**
 * Stores the cart and broadcasts `cartUpdated` (see docs/cafe.md#cart). Returns false when the
 * browser refused to store it (private mode, full storage), so the screen can say so.
 */
export function writeCart(items: CartItem[]): boolean {
  let stored = true;
  try {
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
  } catch {
    stored = false;
  }
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
  return stored;
}

/**
 * Adds a product: a new line, or more of the same product when its id is already in the cart.
 * Returns the line's quantity afterwards (capped at the maximum), or null when it was not stored.
 */
export function addToCart(item: CartItem): number | null {
  const items = readCart();
  const existing = items.find((line) => sameId(line.id, item.id));
  let quantity: number;
  let next: CartItem[];
  if (existing) {
    quantity = clampQuantity(existing.quantity + item.quantity);
    // The newest name, price and picture win: they are what the customer just saw.
    next = items.map((line) => (line === existing ? { ...line, ...item, quantity } : line));
  } else {
    quantity = clampQuantity(item.quantity);
    next = [...items, { ...item, quantity }];
  }
  return writeCart(next) ? quantity : null;
}

/** Sets one line's quantity (kept within 1 to the maximum). */
export function setCartQuantity(id: CartItem['id'], quantity: number): boolean {
  const next = readCart().map((line) =>
    sameId(line.id, id) ? { ...line, quantity: clampQuantity(quantity) } : line,
  );
  return writeCart(next);
}

/** Removes a line by id (see docs/cafe.md#cart). */
export function removeFromCart(id: CartItem['id']): boolean {
  return writeCart(readCart().filter((line) => !sameId(line.id, id)));
}

/** Empties the cart, after an order is placed. */
export function clearCart(): boolean {
  return writeCart([]);
}
