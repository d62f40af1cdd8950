import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { PaymentRedirect } from '@/components/ui/payment-redirect';
import { usePageTitle } from '@/lib/use-page-title';
import { useCartItems } from '../lib/use-cart-items';
import { CheckoutForm } from './checkout-form';
import { EmptyCart } from './empty-cart';
import { OrderConfirmation, type Placed } from './order-confirmation';
import { WithDelivery } from './with-delivery';

/**
 * Checkout (see docs/screens.md#cart-and-checkout): delivery or pickup, billing, summary, payment,
 * Place order; a card order goes on to the provider's payment page.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const items = useCartItems();
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [paying, setPaying] = useState<string | null>(null);

  if (placed) return <OrderConfirmation placed={placed} />;
  if (paying) {
    return (
      <PaymentRedirect
        url={paying}
        order={1}
        note="Your cart keeps its items until the payment is confirmed."
      />
    );
  }
  if (items.length === 0) return <EmptyCart title="Checkout" />;
  return (
    <Stack gap="lg">
      <Title order={1}>Checkout</Title>
      <WithDelivery>
        {(delivery) => (
          <CheckoutForm
            items={items}
            delivery={delivery}
            onPlaced={setPlaced}
            onPaying={setPaying}
          />
        )}
      </WithDelivery>
    </Stack>
  );
}
