import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@padel/contracts';
import { useId } from 'react';
import { CustomerProfileLink } from '@/components/ui/customer-link';
import { formatPrice } from '@/lib/format';
import { formatVenueDateTime } from '@/lib/venue-time';
import { markDoneLabel, orderNumber, PAYMENT_LABELS } from '../lib/labels';
import {
  DeliveryBadge,
  OrderPaymentBadge,
  OrderRefundBadge,
  OrderStatusBadge,
} from './order-badges';
import { OrderItemsTable } from './order-items-table';
import factList from '@/components/ui/fact-list.module.css';
import classes from './order-list.module.css';
import { PhoneNumber } from '@/components/ui/phone-number';

interface OrderCardProps {
  order: Order;
  marking: boolean;
  onMarkSent: (order: Order) => void;
  onCancel: (order: Order) => void;
}

/**
 * One order (see docs/screens.md#orders): who, how, how much, its lines (always shown: the
 * kitchen reads them at a glance), and, while pending, Mark as Sent (Mark as collected for pickup)
 * and Cancel order.
 */
export function OrderCard({ order, marking, onMarkSent, onCancel }: OrderCardProps) {
  const titleId = useId();

  return (
    <Paper
      component="li"
      withBorder
      p="md"
      id={`order-${order.id}`}
      aria-labelledby={titleId}
      data-testid="order-card"
      className={classes.card}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {orderNumber(order.id)}
            </Title>
            <Text size="sm" c="dimmed">
              <time dateTime={order.createdAt}>{formatVenueDateTime(order.createdAt)}</time>
            </Text>
          </div>
          <OrderStatusBadge status={order.status} />
        </Group>
        <dl className={factList.facts}>
          <dt>Customer</dt>
          <dd>
            {order.customer_Name}{' '}
            <CustomerProfileLink phone={order.customer_Number} name={order.customer_Name} />
          </dd>
          <dt>Phone</dt>
          <dd>
            <Anchor
              size="sm"
              href={`tel:${order.customer_Number.replace(/[^\d+]/g, '')}`}
              c="blue.8"
            >
              <PhoneNumber>{order.customer_Number}</PhoneNumber>
            </Anchor>
          </dd>
          <dt>Email</dt>
          <dd>
            {order.customer_Email ? (
              <Anchor size="sm" href={`mailto:${order.customer_Email}`} c="blue.8">
                {order.customer_Email}
              </Anchor>
            ) : (
              'Not given'
            )}
          </dd>
          <dt>Delivery</dt>
          <dd>
            <DeliveryBadge type={order.deliveryType} />
          </dd>
          {order.deliveryType === 'deliver' && (
            <>
              <dt>Address</dt>
              <dd>{order.customer_Address ?? ''}</dd>
            </>
          )}
          <dt>Payment</dt>
          <dd>
            {PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod}
            {order.paymentMethod === 'card' && (
              <>
                {' '}
                <OrderPaymentBadge status={order.paymentStatus} />
              </>
            )}
          </dd>
          <dt>Total</dt>
          <dd className={classes.total}>{formatPrice(order.total_Price)}</dd>
          {order.status === 'Cancelled' && (
            <>
              <dt>Reason</dt>
              <dd data-testid="cancel-reason">{order.cancelReason}</dd>
            </>
          )}
          {order.refundStatus && (
            <>
              <dt>Refund</dt>
              <dd>
                <OrderRefundBadge status={order.refundStatus} />
              </dd>
            </>
          )}
        </dl>
        <OrderItemsTable order={order} />
        {order.status === 'Pending' && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" c="red.9" onClick={() => onCancel(order)}>
              Cancel order
            </Button>
            <Button loading={marking} onClick={() => onMarkSent(order)}>
              {markDoneLabel(order.deliveryType)}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
