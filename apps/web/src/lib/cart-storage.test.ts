import { MAX_ORDER_QUANTITY, STORAGE_KEYS } from '@padel/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  CART_UPDATED_EVENT,
  cartItemCount,
  clampQuantity,
  clearCart,
  parseCart,
  readCart,
  removeFromCart,
  setCartQuantity,
  type CartItem,
} from './cart-storage';

/** The browser's localStorage as the cart sees it; `full` makes it refuse writes. */
class MemoryStorage {
  full = false;
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.values.set(key, value);
  }
}

let storage: MemoryStorage;
let broadcasts: number;
beforeEach(() => {
  // The cart runs in a browser; Node has EventTarget but no window or localStorage.
  storage = new MemoryStorage();
  const window = Object.assign(new EventTarget(), { localStorage: storage });
  broadcasts = 0;
  window.addEventListener(CART_UPDATED_EVENT, () => broadcasts++);
  vi.stubGlobal('window', window);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const latte: CartItem = { id: 12, name: 'Café Latte', price: 650, quantity: 1 };
const cake: CartItem = { id: 7, name: 'Carrot Cake', price: 900, quantity: 2 };

describe('reading the stored cart', () => {
  it('counts anything unreadable as an empty cart', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"id":1}')).toEqual([]);
  });

  it('keeps the well-formed lines and drops the rest', () => {
    const stored = JSON.stringify([latte, { id: 3, name: 'No price', quantity: 1 }, 'junk']);
    expect(parseCart(stored)).toEqual([latte]);
  });

  it('counts the items as the header badge shows them: the sum of the quantities', () => {
    expect(cartItemCount([latte, cake])).toBe(3);
    expect(
      cartItemCount([
        { ...latte, quantity: -4 },
        { ...cake, quantity: Number.NaN },
      ]),
    ).toBe(0);
  });
});

describe('the quantity stepper', () => {
  it('keeps a quantity whole and between 1 and the most the server accepts', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(2.6)).toBe(3);
    expect(clampQuantity(MAX_ORDER_QUANTITY + 1)).toBe(MAX_ORDER_QUANTITY);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe('changing the cart', () => {
  it('stores a new product as a line under the cart key and tells the page', () => {
    expect(addToCart(latte)).toBe(1);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.cart)!)).toEqual([latte]);
    expect(broadcasts).toBe(1);
  });

  it('adds more of a product already in the cart, with the newest name and price', () => {
    addToCart(latte);
    expect(addToCart({ ...latte, id: '12', price: 700, quantity: 2 })).toBe(3);
    expect(readCart()).toEqual([{ ...latte, id: '12', price: 700, quantity: 3 }]);
  });

  it('never holds more of one product than the server accepts', () => {
    addToCart({ ...latte, quantity: MAX_ORDER_QUANTITY });
    expect(addToCart(latte)).toBe(MAX_ORDER_QUANTITY);
  });

  it('sets one line’s quantity within bounds and removes a line by id', () => {
    addToCart(latte);
    addToCart(cake);
    setCartQuantity('7', 500);
    expect(readCart().find((line) => line.id === 7)?.quantity).toBe(MAX_ORDER_QUANTITY);
    removeFromCart(12);
    expect(readCart().map((line) => line.name)).toEqual(['Carrot Cake']);
    clearCart();
    expect(readCart()).toEqual([]);
  });

  it('says so when the browser refuses to store the cart, and still tells the page', () => {
    storage.full = true;
    expect(addToCart(latte)).toBeNull();
    expect(clearCart()).toBe(false);
    expect(broadcasts).toBe(2);
  });
});
