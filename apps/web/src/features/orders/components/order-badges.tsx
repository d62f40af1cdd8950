import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { OrderPaymentStatus, OrderStatus, RefundStatus } from '@padel/contracts';
import { DELIVERY_LABELS } from '../lib/labels';

/** Light backgrounds with dark text keep WCAG AA contrast. */
const STATUS_COLORS: Record<OrderStatus, string> = {
  'Awaiting payment': 'blue.1',
  Pending: 'yellow.2',
  Sent: 'green.2',
  Cancelled: 'red.2',
  Expired: 'gray.3',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} c="dark.9" radius="sm" tt="none" fw={600}>
      {status}
    </Badge>
  );
}

const DELIVERY_COLORS: Record<string, string> = { deliver: 'blue.1', pickup: 'violet.1' };

export function DeliveryBadge({ type }: { type: string }) {
  return (
    <Badge
      color={DELIVERY_COLORS[type] ?? 'gray.2'}
      c="dark.9"
      radius="sm"
      tt="none"
      fw={600}
      variant="filled"
    >
      {DELIVERY_LABELS[type] ?? type}
    </Badge>
  );
}

/** A card order's payment (see docs/payments.md#card-payments): paid once the provider says so. */
const PAYMENT_STATUS_STYLES: Record<OrderPaymentStatus, { color: string; label: string }> = {
  paid: { color: 'teal.2', label: 'Paid' },
  unpaid: { color: 'orange.2', label: 'Unpaid' },
};

export function OrderPaymentBadge({ status }: { status: OrderPaymentStatus }) {
  const style = PAYMENT_STATUS_STYLES[status];
  return (
    <Badge color={style.color} c="dark.9" radius="sm" tt="none" fw={600} variant="filled">
      {style.label}
    </Badge>
  );
}

/** A cancelled card-paid order's money going back (see docs/payments.md#refunds). */
const REFUND_STYLES: Record<RefundStatus, { color: string; label: string }> = {
  due: { color: 'orange.2', label: 'Refund due' },
  refunded: { color: 'teal.2', label: 'Refunded' },
};

export function OrderRefundBadge({ status }: { status: RefundStatus }) {
  const style = REFUND_STYLES[status];
  return (
    <Badge color={style.color} c="dark.9" radius="sm" tt="none" fw={600} variant="filled">
      {style.label}
    </Badge>
  );
}
