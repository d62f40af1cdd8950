import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CartItem } from '@/lib/cart-storage';
import { deliveryTexts, type Delivery } from '../lib/delivery-area';
import { formatPrice } from '@/lib/format';
import { cartTotals } from '../lib/totals';
import { TotalsList } from './totals-list';
import { WithDelivery } from './with-delivery';

/**
 * The cart's summary (see docs/screens.md#cart-and-checkout): subtotal, shipping and total. The
 * delivery fee applies to delivery only, shown as the checkout shows it (see
 * docs/cafe.md#order-totals); pickup's total is said in words.
 */
export function CartSummary({ items }: { items: readonly CartItem[] }) {
  const headingId = useId();

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          Cart totals
        </Title>
        <WithDelivery>{(delivery) => <Totals items={items} delivery={delivery} />}</WithDelivery>
        <Button component={Link} to="/checkouts" size="md" fullWidth>
          Proceed to Checkout
        </Button>
      </Stack>
    </Paper>
  );
}

function Totals({ items, delivery }: { items: readonly CartItem[]; delivery: Delivery }) {
  const totals = cartTotals(items, 'deliver', delivery.fee);
  return (
    <>
      <TotalsList
        rows={[
          { label: 'Subtotal', amount: totals.subtotal },
          { label: 'Delivery fee', amount: totals.deliveryFee },
          { label: 'Total with delivery', amount: totals.total, total: true },
        ]}
      />
      <Text size="sm">
        Pickup at the café has no delivery fee: you pay {formatPrice(totals.subtotal)}.
      </Text>
      <Text size="sm">{deliveryTexts(delivery).shippingLine}</Text>
    </>
  );
}
