import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import { Alert, Button, Grid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PaymentRedirect } from '@/components/ui/payment-redirect';
import { ApiRequestError } from '@/lib/api-client';
import { clearCart, type CartItem } from '@/lib/cart-storage';
import { goToPayment } from '@/lib/checkout-status';
import { usePageTitle } from '@/lib/use-page-title';
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
  type CheckoutField,
} from '../lib/checkout';
import type { Delivery } from '../lib/delivery-area';
import { useCartItems } from '../lib/use-cart-items';
import { CartNotices } from './cart-notices';
import {
  BillingSection,
  DeliverySection,
  PaymentSection,
  type FieldErrors,
} from './checkout-fields';
import { EmptyCart } from './empty-cart';
import { OrderConfirmation, type Placed } from './order-confirmation';
import { OrderSummary } from './order-summary';
import { WithDelivery } from './with-delivery';

const NETWORK_FAILURE = 'Your order could not be sent. Please check your connection and try again.';

/** Field messages from a 400 answer (`issues[].path` is like `body.customer_Name`). */
function serverErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.issues) return errors;
  for (const issue of error.issues) {
    const field = CHECKOUT_FIELDS.find((name) => name === issue.path.split('.').pop());
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A failure the fields cannot show: a changed price, a product gone, card unavailable. */
function OrderFailure({ message }: { message: string }) {
  return (
    <Alert
      color="red"
      title="Your order was not placed"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button component={Link} to="/cart-items" size="xs" color="red.9">
          Review your cart
        </Button>
      </Stack>
    </Alert>
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

function CheckoutForm({ items, delivery, onPlaced, onPaying }: CheckoutFormProps) {
  const [details, setDetails] = useState<CheckoutDetails>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const addOrder = useAddOrder();
  const refresh = useCartRefresh(true);
  const queryClient = useQueryClient();

  const change = <K extends keyof CheckoutDetails>(field: K, value: CheckoutDetails[K]) => {
    setDetails((current) => ({ ...current, [field]: value }));
    setFailure(null);
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
    // Switching to pickup drops the address rule.
    if (field === 'deliveryType')
      setErrors((current) => ({ ...current, customer_Address: undefined }));
  };

  const focusFirst = (found: FieldErrors) => {
    const first = CHECKOUT_FIELDS.find((field: CheckoutField) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One order per click, however fast the clicks come.
    if (sending.current) return;
    const found = checkoutErrors(details);
    setFailure(null);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    sending.current = true;
    const sentItems = items;
    const sentDetails = details;
    addOrder.mutate(orderBody(sentItems, sentDetails, delivery.fee), {
      onSuccess: (order) => {
        if (order.checkoutUrl) {
          // The cart stays until the provider says the order is paid (see docs/cafe.md#cart).
          rememberCardOrder(order.id);
          onPaying(order.checkoutUrl);
          goToPayment(order.checkoutUrl);
          return;
        }
        clearCart();
        onPlaced({ order, details: sentDetails, items: sentItems });
      },
      onError: (error) => {
        const fields = serverErrors(error);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          focusFirst(fields);
        } else if (error instanceof ApiRequestError) {
          setFailure(error.serverMessage ?? 'Your order could not be placed. Please try again.');
          // Prices, products or the delivery fee may have changed: bring the cart up to date.
          void refresh.refetch();
          void queryClient.invalidateQueries({ queryKey: deliveryQueryKey });
        } else {
          setFailure(NETWORK_FAILURE);
        }
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Checkout">
      <Stack gap="lg">
        <CartNotices notices={refresh.data} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <DeliverySection
                details={details}
                errors={errors}
                onChange={change}
                delivery={delivery}
              />
              <BillingSection
                details={details}
                errors={errors}
                onChange={change}
                delivery={delivery}
              />
              <PaymentSection details={details} errors={errors} onChange={change} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <OrderSummary
              items={items}
              deliveryType={details.deliveryType}
              deliveryFee={delivery.fee}
              submitLabel={details.paymentMethod === 'card' ? 'Pay Now' : 'Place order'}
              submitting={addOrder.isPending}
            >
              {failure && <OrderFailure message={failure} />}
            </OrderSummary>
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}

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
