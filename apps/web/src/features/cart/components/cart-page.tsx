import '@mantine/core/styles/Grid.css';
import { Grid, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { NotificationsHost } from '@/components/ui/notifications-host';
import { removeFromCart, setCartQuantity, type CartItem } from '@/lib/cart-storage';
import { usePageTitle } from '@/lib/use-page-title';
import { useCartRefresh } from '../api/refresh-cart';
import { useCartItems } from '../lib/use-cart-items';
import { CartCards, CartTable } from './cart-lines';
import { CartNotices } from './cart-notices';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';

/** Below 768 px the lines are cards: a five-column table does not fit a phone. */
const PHONE_QUERY = '(max-width: 47.99em)';

const STORAGE_FAILED = 'Your browser did not let us save the cart. Please allow site storage.';

/**
 * Cart (see docs/screens.md#cart-and-checkout): the lines with quantity and remove, the totals, and
 * Proceed to Checkout.
 */
export function CartPage() {
  usePageTitle('Cart');
  const items = useCartItems();
  const refresh = useCartRefresh(items.length > 0);
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const headingRef = useRef<HTMLHeadingElement>(null);

  const changeQuantity = (item: CartItem, quantity: number) => {
    if (!setCartQuantity(item.id, quantity)) {
      notifications.show({ color: 'red', message: STORAGE_FAILED });
    }
  };

  const remove = (item: CartItem) => {
    if (!removeFromCart(item.id)) {
      notifications.show({ color: 'red', message: STORAGE_FAILED });
      return;
    }
    notifications.show({ message: `${item.name} was removed from your cart.` });
    // The focused Remove button is gone: continue from the top of the cart.
    headingRef.current?.focus();
  };

  if (items.length === 0) {
    return (
      <Stack gap="md">
        {/* Removing the last line empties the cart: its toast still shows here. */}
        <NotificationsHost />
        <CartNotices notices={refresh.data} />
        <EmptyCart title="Cart" />
      </Stack>
    );
  }

  const Lines = isPhone ? CartCards : CartTable;
  return (
    <Stack gap="lg">
      <Title order={1} ref={headingRef} tabIndex={-1}>
        Cart
      </Title>
      <CartNotices notices={refresh.data} />
      <NotificationsHost />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Lines items={items} onQuantity={changeQuantity} onRemove={remove} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CartSummary items={items} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
