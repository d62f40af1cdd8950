import '@mantine/core/styles/Badge.css';
import { Badge, Button, Text } from '@mantine/core';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_STATUS_LABELS,
  type Notification,
  type NotificationStatus,
} from '@padel/contracts';
import { formatVenueDateTime } from '@/lib/venue-time';

/** Pending yellow, sent green, failed red; light backgrounds with dark text keep WCAG AA contrast. */
const STATUS_COLORS: Record<NotificationStatus, string> = {
  pending: 'yellow.2',
  sent: 'green.2',
  failed: 'red.2',
};

export function NotificationStatusBadge({ status }: { status: NotificationStatus }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      c="dark.9"
      radius="sm"
      tt="none"
      fw={600}
      // Never cut to "Se…" in the table's narrow Status column: the badge keeps its word's width.
      miw="max-content"
      styles={{ label: { overflow: 'visible' } }}
    >
      {NOTIFICATION_STATUS_LABELS[status]}
    </Badge>
  );
}

/** An instant of the log in the venue's time, as a <time> element. */
export function LogTime({ value }: { value: string | null }) {
  if (!value)
    return (
      <Text span size="sm">
        Not yet
      </Text>
    );
  return <time dateTime={value}>{formatVenueDateTime(value)}</time>;
}

export const kindLabel = (notification: Notification) =>
  NOTIFICATION_KIND_LABELS[notification.kind];

export const channelLabel = (notification: Notification) =>
  NOTIFICATION_CHANNEL_LABELS[notification.channel];

export interface RetryProps {
  /** The message being retried right now, if any. */
  retryingId: number | undefined;
  onRetry: (notification: Notification) => void;
}

/** Retry on a failed message; nothing on the others. */
export function RetryButton({
  notification,
  retryingId,
  onRetry,
}: RetryProps & { notification: Notification }) {
  if (notification.status !== 'failed') return null;
  return (
    <Button
      size="xs"
      variant="outline"
      loading={retryingId === notification.id}
      onClick={() => onRetry(notification)}
      aria-label={`Retry ${kindLabel(notification)} to ${notification.recipient}`}
    >
      Retry
    </Button>
  );
}
