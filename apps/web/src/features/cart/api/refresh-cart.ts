import { useQuery } from '@tanstack/react-query';
import { apiRequest, ApiResponseError } from '@/lib/api-client';
import { readCart, writeCart, type CartItem } from '@/lib/cart-storage';
import { formatPrice } from '@/lib/format';

/** What the menu says about a product now. */
interface MenuEntry {
  name: string;
  price: number;
  category: string | undefined;
  image: string | undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';

function firstString(value: unknown): string | undefined {
  return Array.isArray(value) ? value.find(isString) : undefined;
}

/** GET /api/get-products, read by hand into id -> entry (no zod needed for four fields). */
async function getMenu(signal?: AbortSignal): Promise<Map<string, MenuEntry>> {
  const data = await apiRequest<unknown>('/get-products', { signal, auth: false });
  if (!Array.isArray(data)) throw new ApiResponseError('Unexpected answer from GET /get-products');
  const menu = new Map<string, MenuEntry>();
  for (const value of data as unknown[]) {
    if (typeof value !== 'object' || value === null) continue;
    const item = value as Record<string, unknown>;
    if (typeof item.id !== 'number' || !isString(item.Product_Name)) continue;
    if (typeof item.Product_Price !== 'number') continue;
    menu.set(String(item.id), {
      name: item.Product_Name,
      price: item.Product_Price,
      category: isString(item.Product_Category) ? item.Product_Category : undefined,
      image: firstString(item.Product_Thumbnails) ?? firstString(item.Product_Images),
    });
  }
  return menu;
}

/**
 * The cart against the menu as it is now: new prices, names and pictures are taken over, and
 * products no longer on the menu are removed. Returns the new cart and what the customer should
 * be told. Running it twice changes nothing the second time.
 */
export function reconcileCart(
  items: readonly CartItem[],
  menu: ReadonlyMap<string, MenuEntry>,
): { items: CartItem[]; changed: boolean; notices: string[] } {
  const next: CartItem[] = [];
  const notices: string[] = [];
  let changed = false;
  for (const item of items) {
    const entry = menu.get(String(item.id));
    if (!entry) {
      changed = true;
      notices.push(`${item.name} is no longer on the menu and was removed from your cart.`);
      continue;
    }
    if (entry.price !== item.price) {
      notices.push(`The price of ${entry.name} is now ${formatPrice(entry.price)}.`);
    }
    const updated: CartItem = {
      ...item,
      name: entry.name,
      price: entry.price,
      category: entry.category ?? item.category,
      imagePath: entry.image ?? item.imagePath,
    };
    if (
      updated.name !== item.name ||
      updated.price !== item.price ||
      updated.category !== item.category ||
      updated.imagePath !== item.imagePath
    ) {
      changed = true;
    }
    next.push(updated);
  }
  return { items: next, changed, notices };
}

export const cartRefreshKey = ['cart', 'refresh'] as const;

/**
 * Brings the stored cart up to date with the menu each time the cart or checkout opens, so the
 * total sent with an order matches the server's (PRODUCT D6). The answer is what changed.
 */
export function useCartRefresh(enabled: boolean) {
  return useQuery({
    queryKey: cartRefreshKey,
    queryFn: async ({ signal }) => {
      const menu = await getMenu(signal);
      const result = reconcileCart(readCart(), menu);
      if (result.changed) writeCart(result.items);
      return result.notices;
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
