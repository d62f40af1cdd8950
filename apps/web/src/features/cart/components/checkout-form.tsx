import '@mantine/core/styles/Grid.css';
import { Button, Grid, Stack } from '@mantine/core';
import { APP_ROUTES, isOneOf, routePath } from '@padel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { clearCart, type CartItem } from '@/lib/cart-storage';
import { goToPayment } from '@/lib/checkout-status';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useAddOrder } from '../api/add-order';
import { deliveryQueryKey } from '../api/get-delivery';
import { useCartRefresh } from '../api/refresh-cart';
import { rememberCardOrder } from '../lib/card-order';
import {
  CHECKOUT_FIELDS,
  checkoutErrors,
  EMPTY_DETAILS,
  orderBody,
  type CheckoutDetails,
} from '../lib/checkout';
import type { Delivery } from '../lib/delivery-area';
import { CartNotices } from './cart-notices';
import { FailureAlert } from './failure-alert';
import { BillingSection, DeliverySection, PaymentSection } from './checkout-fields';
import type { Placed } from './order-confirmation';
import { OrderSummary } from './order-summary';

const NETWORK_FAILURE = 'Your order could not be sent. Please check your connection and try again.';

/** A failure the fields cannot show: a changed price, a product gone, card unavailable. */
function OrderFailure({ message }: { message: string }) {
  return (
    <FailureAlert
      title="Your order was not placed"
      message={message}
      action={
        <Button component={Link} to="/cart-items" size="xs" color="red.9">
          Review your cart
        </Button>
      }
    />
  );
}

interface CheckoutFormProps {
  items: CartItem[];
  /** The venue's delivery fee and area as read now: the total sent is the one charged. */
  delivery: Delivery;
  onPlaced: (placed: Placed) => void;
  /** A card order: the provider's payment page the browser is going to. */
  onPaying: (checkoutUrl: string) => void;
}

/** The checkout's sections and summary (see docs/screens.md#cart-and-checkout). */
export function CheckoutForm({ items, delivery, onPlaced, onPaying }: CheckoutFormProps) {
  const [details, setDetails] = useState<CheckoutDetails>(EMPTY_DETAILS);
  const addOrder = useAddOrder();
  const refresh = useCartRefresh(true);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = useFormSubmit({
    fields: CHECKOUT_FIELDS,
    check: () => checkoutErrors(details),
    send: async () => {
      const placed = { items, details, pickupAddress: delivery.address };
      const order = await addOrder.mutateAsync(orderBody(items, details, delivery.fee));
      return { ...placed, order };
    },
    onSent: (placed) => {
      if (placed.order.checkoutUrl) {
        // The cart stays until the provider says the order is paid (see docs/cafe.md#cart).
        rememberCardOrder(placed.order.id);
        onPaying(placed.order.checkoutUrl);
        goToPayment(placed.order.checkoutUrl);
        return;
      }
      clearCart();
      if (placed.order.accessToken) {
        // By transfer: its own page says what to send and takes the receipt.
        void navigate(routePath(APP_ROUTES.myOrder, { token: placed.order.accessToken }));
        return;
      }
      onPlaced(placed);
    },
    failureMessage: (error, fieldMessages) => {
      if (Object.keys(fieldMessages).length > 0) return undefined;
      if (!(error instanceof ApiRequestError)) return NETWORK_FAILURE;
      return error.serverMessage ?? 'Your order could not be placed. Please try again.';
    },
    onFailed: (error, fieldMessages) => {
      if (!(error instanceof ApiRequestError) || Object.keys(fieldMessages).length > 0) return;
      // Prices, products or the delivery fee may have changed: bring the cart up to date.
      void refresh.refetch();
      void queryClient.invalidateQueries({ queryKey: deliveryQueryKey });
    },
  });

  const change = <K extends keyof CheckoutDetails>(field: K, value: CheckoutDetails[K]) => {
    setDetails((current) => ({ ...current, [field]: value }));
    submit.clearFailure();
    // Switching to pickup drops the address rule.
    const cleared = field === 'deliveryType' ? 'customer_Address' : field;
    if (isOneOf(CHECKOUT_FIELDS, cleared)) submit.setFieldError(cleared, undefined);
  };

  const sections = { details, errors: submit.errors, onChange: change };
  return (
    <form noValidate onSubmit={submit.onSubmit} aria-label="Checkout">
      <Stack gap="lg">
        <CartNotices notices={refresh.data} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <DeliverySection {...sections} delivery={delivery} />
              <BillingSection {...sections} delivery={delivery} />
              <PaymentSection {...sections} transferMethods={delivery.transferMethods} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <OrderSummary
              items={items}
              deliveryType={details.deliveryType}
              deliveryFee={delivery.fee}
              whatsapp={delivery.whatsapp}
              submitLabel={details.paymentMethod === 'card' ? 'Pay Now' : 'Place order'}
              submitting={submit.pending}
            >
              {submit.failure && <OrderFailure message={submit.failure} />}
            </OrderSummary>
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}
