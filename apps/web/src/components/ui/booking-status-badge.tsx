import '@mantine/core/styles/Badge.css';
import { Badge, type BadgeProps } from '@mantine/core';
import { TRANSFER_MESSAGES, type MoneyState } from '@padel/contracts';

/**
 * Booking status badge (see docs/bookings.md#statuses): confirmed green, pending yellow, cancelled
 * red, arrived blue, no-show orange, anything else neutral. Light backgrounds with dark text keep WCAG AA contrast.
 */
const STATUS_STYLES: Record<string, { color: string; label: string }> = {
  Pending: { color: 'yellow.2', label: 'Pending' },
  // A pending booking whose advance by transfer staff have still to check (docs/payments.md#transfers).
  [TRANSFER_MESSAGES.toCheck]: { color: 'yellow.2', label: TRANSFER_MESSAGES.toCheck },
  'Booking Confirmed': { color: 'green.2', label: 'Booking Confirmed' },
  Confirmed: { color: 'green.2', label: 'Confirmed' },
  arrived: { color: 'blue.2', label: 'Arrived' },
  'Booking Cancelled': { color: 'red.2', label: 'Booking Cancelled' },
  Cancelled: { color: 'red.2', label: 'Cancelled' },
  'No-show': { color: 'orange.2', label: 'No-show' },
};

/** Short labels for tight spaces (the schedule board). */
const SHORT_LABELS: Record<string, string> = {
  'Booking Confirmed': 'Confirmed',
  'Booking Cancelled': 'Cancelled',
};

/** A long label on two lines instead of cut off. */
const WRAPPING: BadgeProps['styles'] = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 },
};

/** A state's badge: a light background with dark text keeps WCAG AA contrast. */
function StateBadge(props: Pick<BadgeProps, 'color' | 'size' | 'styles' | 'children'>) {
  return <Badge c="dark.9" radius="sm" tt="none" fw={600} variant="filled" {...props} />;
}

export function BookingStatusBadge({
  status,
  size = 'md',
  short = false,
  wrap = false,
}: {
  status: string;
  size?: BadgeProps['size'];
  /** "Confirmed" for "Booking Confirmed", "Cancelled" for "Booking Cancelled". */
  short?: boolean;
  /** Let a long label take two lines instead of being cut off. */
  wrap?: boolean;
}) {
  const style = STATUS_STYLES[status] ?? { color: 'gray.2', label: status };
  return (
    <StateBadge color={style.color} size={size} styles={wrap ? WRAPPING : undefined}>
      {(short && SHORT_LABELS[status]) || style.label}
    </StateBadge>
  );
}

const PAYMENT_STYLES: Record<string, { color: string; label: string }> = {
  UnPaid: { color: 'gray.2', label: 'Unpaid' },
  '50%Paid': { color: 'orange.2', label: '50% paid' },
  '100%Paid': { color: 'teal.2', label: 'Fully paid' },
};

/** Payment state badge (see docs/payments.md#payment-states: UnPaid, 50%Paid, 100%Paid). */
export function PaymentStatusBadge({
  status,
  size = 'md',
}: {
  status: string;
  size?: BadgeProps['size'];
}) {
  const style = PAYMENT_STYLES[status] ?? { color: 'gray.2', label: status };
  return (
    <StateBadge color={style.color} size={size}>
      {style.label}
    </StateBadge>
  );
}

const MONEY_STATE_COLORS: Record<MoneyState, string> = {
  'No charge': 'gray.2',
  Unpaid: 'gray.2',
  'Advance due': 'yellow.2',
  'Advance paid': 'orange.2',
  'Paid in full': 'teal.2',
  'Refund due': 'red.2',
  Refunded: 'red.2',
};

/** Where a booking's payment stands, as the one reading says it (docs/payments.md#one-reading). */
export function MoneyStateBadge({
  state,
  size = 'md',
}: {
  state: MoneyState;
  size?: BadgeProps['size'];
}) {
  return (
    <StateBadge color={MONEY_STATE_COLORS[state]} size={size}>
      {state}
    </StateBadge>
  );
}
