import { STORAGE_KEYS } from '@padel/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCart, writeCart } from '@/lib/cart-storage';
import { awaitedCardOrder, rememberCardOrder, settleCardOrder } from './card-order';

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const ITEM = { id: 7, name: 'Latte', price: 650, quantity: 2 };

beforeEach(() => {
  // The cart runs in a browser; Node has EventTarget but no window or localStorage.
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: new MemoryStorage() }));
  writeCart([ITEM]);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a card order and the cart', () => {
  it('keeps the cart while the payment is awaited, and empties it once that order is paid', () => {
    rememberCardOrder(41);
    expect(awaitedCardOrder()).toBe(41);
    expect(readCart()).toEqual([ITEM]);

    expect(settleCardOrder(41)).toBe(true);
    expect(readCart()).toEqual([]);
    expect(awaitedCardOrder()).toBeNull();
  });

  it('empties it once: a success page opened again later leaves a new cart alone', () => {
    rememberCardOrder(41);
    settleCardOrder(41);
    writeCart([ITEM]);
    expect(settleCardOrder(41)).toBe(false);
    expect(readCart()).toEqual([ITEM]);
  });

  it('leaves the cart alone for another order, or when no card order is awaited', () => {
    expect(settleCardOrder(41)).toBe(false);
    rememberCardOrder(42);
    expect(settleCardOrder(41)).toBe(false);
    expect(readCart()).toEqual([ITEM]);
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toContain('Latte');
  });
});
