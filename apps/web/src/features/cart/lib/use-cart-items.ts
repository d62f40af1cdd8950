import { useMemo, useSyncExternalStore } from 'react';
import { CART_UPDATED_EVENT, parseCart, readCartRaw, type CartItem } from '@/lib/cart-storage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  // Another tab changed the cart.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The stored cart, re-read after every change (see docs/cafe.md#cart). The snapshot is the stored
 * text, so React sees a new cart only when the text changed.
 */
export function useCartItems(): CartItem[] {
  const raw = useSyncExternalStore(subscribe, readCartRaw, () => null);
  return useMemo(() => parseCart(raw), [raw]);
}
