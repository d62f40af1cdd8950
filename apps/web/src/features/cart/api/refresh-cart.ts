import { useQuery } from '@tanstack/react-query';
import { readCart, writeCart, type CartItem } from '@/lib/cart-storage';
import { formatPrice } from '@/lib/format';
import { getProducts } from '@/lib/menu-products';

/** What the menu says about a product now. */
interface MenuEntry {
  name: string;
  price: number;
  category: string | undefined;
  image: string | undefined;
}

/** The menu as id -> what the cart shows of each product. */
async function getMenu(signal?: AbortSignal): Promise<Map<string, MenuEntry>> {
  const products = await getProducts(signal);
  return new Map(
    products.map((product) => [
      String(product.id),
      {
        name: product.Product_Name,
        price: product.Product_Price,
        category: product.Product_Category,
        image: product.Product_Thumbnails[0] ?? product.Product_Images[0],
      },
    ]),
  );
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
 * total sent with an order matches the server's (see docs/cafe.md#order-totals). The answer is what
 * changed.
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
