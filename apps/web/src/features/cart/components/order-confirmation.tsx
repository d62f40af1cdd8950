import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { normalizePhone } from '@padel/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { CartItem } from '@/lib/cart-storage';
import { formatPrice } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import type { PlacedOrder } from '../api/add-order';
import type { CheckoutDetails } from '../lib/checkout';
import { OrderLines } from './order-summary';
import { PhoneNumber } from '@/components/ui/phone-number';

export interface Placed {
  order: PlacedOrder;
  details: CheckoutDetails;
  items: CartItem[];
  /** The venue's address from its settings when the order was placed (empty: none given). */
  pickupAddress: string;
}

function nextSteps({ order, details, pickupAddress }: Placed): string {
  const total = formatPrice(order.total);
  const paying = details.paymentMethod === 'card' ? '' : ` Please have ${total} in cash ready.`;
  if (details.deliveryType === 'deliver') {
    return `We are preparing your order and will deliver it to ${details.customer_Address.trim()}.${paying}`;
  }
  const place = pickupAddress || 'the café counter';
  return `We are preparing your order. Collect it at ${place}${
    details.paymentMethod === 'card' ? '.' : ` and pay ${total} in cash there.`
  }`;
}

/** After a placed order: its number, total, what happens next. The cart is already empty. */
export function OrderConfirmation({ placed }: { placed: Placed }) {
  usePageTitle('Order placed');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the customer was on is gone: start them, and screen readers, at the news.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Stack gap="xs" ta="center" align="center">
        <Title order={1} ref={headingRef} tabIndex={-1}>
          Thank you, your order has been placed
        </Title>
        <Text size="lg" fw={700}>
          Order #{placed.order.id}
        </Text>
        <Text>{nextSteps(placed)}</Text>
        <Text>
          We will call you on{' '}
          <PhoneNumber>{normalizePhone(placed.details.customer_Number)}</PhoneNumber> if anything is
          unclear.
        </Text>
      </Stack>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Your order
          </Title>
          <OrderLines
            items={placed.items}
            deliveryType={placed.details.deliveryType}
            deliveryFee={placed.order.deliveryFee}
          />
          <Text size="sm">
            Total to pay: <strong>{formatPrice(placed.order.total)}</strong> (
            {placed.details.deliveryType === 'deliver' ? 'delivery' : 'pickup'},{' '}
            {placed.details.paymentMethod === 'card' ? 'card' : 'cash'})
          </Text>
        </Stack>
      </Paper>
      <Button component={Link} to="/menu" size="md" mx="auto">
        Back to menu
      </Button>
    </Stack>
  );
}
