import { Button, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { DeliveryType } from '@padel/contracts';
import { useId, type ReactNode } from 'react';
import type { CartItem } from '@/lib/cart-storage';
import { formatPrice } from '@/lib/format';
import { whatsappUrl } from '../lib/checkout';
import { cartTotals, lineSubtotal } from '../lib/totals';
import classes from './cart.module.css';
import { TotalsList, type TotalsRow } from './totals-list';

/**
 * The order's lines and totals; the delivery fee only for delivery (see docs/cafe.md#order-totals).
 */
export function OrderLines({
  items,
  deliveryType,
  deliveryFee,
}: {
  items: readonly CartItem[];
  deliveryType: DeliveryType;
  deliveryFee: number;
}) {
  const totals = cartTotals(items, deliveryType, deliveryFee);
  const rows: TotalsRow[] = [{ label: 'Subtotal', amount: totals.subtotal }];
  if (deliveryType === 'deliver') rows.push({ label: 'Delivery fee', amount: totals.deliveryFee });
  rows.push({ label: 'Total', amount: totals.total, total: true });

  return (
    <Stack gap="xs">
      <ul className={classes.summaryLines} aria-label="Order items">
        {items.map((item) => (
          <li key={String(item.id)} className={classes.summaryLine}>
            <span>
              {item.quantity} × {item.name}
            </span>
            <span>{formatPrice(lineSubtotal(item))}</span>
          </li>
        ))}
      </ul>
      <TotalsList rows={rows} />
    </Stack>
  );
}

/**
 * "Order through WhatsApp" with the cart as the message (see docs/cafe.md#whatsapp-order); hidden
 * without a number.
 */
function WhatsAppLink({
  whatsapp,
  items,
  deliveryType,
  deliveryFee,
}: {
  whatsapp: string;
  items: readonly CartItem[];
  deliveryType: DeliveryType;
  deliveryFee: number;
}) {
  const href = whatsappUrl(whatsapp, items, deliveryType, deliveryFee);
  if (!href) return null;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="outline"
      color="teal.9"
      fullWidth
    >
      Order through WhatsApp
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}

/** The checkout's right-hand column: order summary, the submit button and the WhatsApp way. */
export function OrderSummary({
  items,
  deliveryType,
  deliveryFee,
  whatsapp,
  submitLabel,
  submitting,
  children,
}: {
  items: readonly CartItem[];
  deliveryType: DeliveryType;
  /** The venue's fee now (`useDelivery`), the one the server will charge. */
  deliveryFee: number;
  /** The venue's WhatsApp number from its settings (docs/venue-settings.md#contact). */
  whatsapp: string;
  submitLabel: string;
  submitting: boolean;
  /** Shown above the button: a failure to place the order. */
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          Order summary
        </Title>
        <OrderLines items={items} deliveryType={deliveryType} deliveryFee={deliveryFee} />
        {children}
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
        <WhatsAppLink
          whatsapp={whatsapp}
          items={items}
          deliveryType={deliveryType}
          deliveryFee={deliveryFee}
        />
        <Text size="xs" c="dimmed" ta="center">
          Prices are checked again when you place the order.
        </Text>
      </Stack>
    </Paper>
  );
}
