import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  counterLabel,
  COUNTER_PAYMENT_LABELS,
  DESK_ORDER_METHODS,
  orderOwedLabel,
  REFUND_DUE_WORDS,
  REFUND_HOW_WORDS,
  type DeskOrderMethod,
  type Order,
} from '@padel/contracts';
import { useId } from 'react';
import { CustomerProfileLink } from '@/components/ui/customer-link';
import { formatPrice } from '@/lib/format';
import { formatVenueDateTime } from '@/lib/venue-time';
import { canPayAtDesk, markDoneLabel, orderNumber, paidLabel, PAYMENT_LABELS } from '../lib/labels';
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
  /** The desk method of a payment being recorded for this order, if one is. */
  paying: DeskOrderMethod | null;
  onMarkSent: (order: Order) => void;
  onPay: (order: Order, method: DeskOrderMethod) => void;
  onCancel: (order: Order) => void;
}

/**
 * One order (see docs/screens.md#orders): who, how, how much, its lines (always shown: the
 * kitchen reads them at a glance), paid or not and when it was handed over
 * (docs/cafe.md#paid-and-collected); while pending, Mark as Sent (Mark as collected for pickup and
 * the counter) and Cancel order; while unpaid, Paid cash and Paid card.
 */
export function OrderCard({ order, marking, paying, onMarkSent, onPay, onCancel }: OrderCardProps) {
  const titleId = useId();
  const counter = order.source === 'counter';

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
          {counter ? (
            <>
              <dt>For</dt>
              <dd data-testid="counter-label">{counterLabel(order)}</dd>
              <dt>Taken</dt>
              <dd>At the counter</dd>
              {order.notes && (
                <>
                  <dt>Notes</dt>
                  <dd>{order.notes}</dd>
                </>
              )}
            </>
          ) : (
            <>
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
            </>
          )}
          <dt>Payment</dt>
          <dd>
            {order.paidMethod
              ? paidLabel(order.paidMethod)
              : counter
                ? 'Open tab'
                : (PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod)}{' '}
            <OrderPaymentBadge status={order.paymentStatus} />
          </dd>
          <dt>Total</dt>
          <dd className={classes.total}>{formatPrice(order.total_Price)}</dd>
          {/* Part paid by a transfer that brought less: the rest the desk takes (docs/payments.md#transfers). */}
          {order.owed > 0 && order.owed < order.total_Price && (
            <>
              <dt>{orderOwedLabel(order.deliveryType)}</dt>
              <dd data-testid="order-owed">{formatPrice(order.owed)}</dd>
            </>
          )}
          {order.collectedAt && (
            <>
              <dt>{order.deliveryType === 'deliver' ? 'Sent' : 'Collected'}</dt>
              <dd>
                <time dateTime={order.collectedAt}>{formatVenueDateTime(order.collectedAt)}</time>
              </dd>
            </>
          )}
          {order.status === 'Cancelled' && (
            <>
              <dt>Reason</dt>
              <dd data-testid="cancel-reason">{order.cancelReason}</dd>
            </>
          )}
          {order.refund && (
            <>
              <dt>Refund</dt>
              <dd>
                <OrderRefundBadge status={order.refund.status} /> {formatPrice(order.refund.amount)}
                {order.refund.method &&
                  ` · ${(order.refund.status === 'due' ? REFUND_DUE_WORDS : REFUND_HOW_WORDS)[order.refund.method]}`}
              </dd>
            </>
          )}
        </dl>
        <OrderItemsTable order={order} />
        {canPayAtDesk(order) && (
          <Group justify="flex-end" gap="sm">
            {DESK_ORDER_METHODS.map((method) => (
              // Filled dark teal: white words on it stay readable (AA); staff confirm it first.
              <Button
                key={method}
                variant="filled"
                color="teal.9"
                loading={paying === method}
                disabled={paying !== null && paying !== method}
                onClick={() => onPay(order, method)}
              >
                {COUNTER_PAYMENT_LABELS[method]}
              </Button>
            ))}
          </Group>
        )}
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
