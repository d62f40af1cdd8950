import { TIMINGS } from '@padel/contracts';
import { useEffect, useState } from 'react';
import { CART_UPDATED_EVENT, cartItemCount, readCart } from '@/lib/cart-storage';

/**
 * The cart badge count: re-read on the `cartUpdated` event, on changes from other tabs, and every
 * second (see docs/cafe.md#cart, TIMINGS.cartBadgeRefreshMs).
 */
export function useCartCount(): number {
  const [count, setCount] = useState(() => cartItemCount(readCart()));

  useEffect(() => {
    const refresh = () => setCount(cartItemCount(readCart()));
    refresh();
    window.addEventListener(CART_UPDATED_EVENT, refresh);
    window.addEventListener('storage', refresh);
    const timer = window.setInterval(refresh, TIMINGS.cartBadgeRefreshMs);
    return () => {
      window.removeEventListener(CART_UPDATED_EVENT, refresh);
      window.removeEventListener('storage', refresh);
      window.clearInterval(timer);
    };
  }, []);

  return count;
}
