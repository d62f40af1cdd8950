import { Group, Paper, Stack, Title } from '@mantine/core';
import type { Notification } from '@padel/contracts';
import { useId } from 'react';
import {
  channelLabel,
  kindLabel,
  LogTime,
  NotificationStatusBadge,
  RetryButton,
  type RetryProps,
} from './notification-parts';
import factList from '@/components/ui/fact-list.module.css';
import classes from './notification-log.module.css';

function NotificationCard({ notification, ...retry }: RetryProps & { notification: Notification }) {
  const titleId = useId();
  return (
    <Paper component="li" withBorder p="md" aria-labelledby={titleId} data-testid="message-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h5" id={titleId}>
            {kindLabel(notification)}
          </Title>
          <div style={{ flexShrink: 0 }}>
            <NotificationStatusBadge status={notification.status} />
          </div>
        </Group>
        <dl className={factList.facts}>
          <dt>When</dt>
          <dd>
            <LogTime value={notification.createdAt} />
          </dd>
          <dt>Channel</dt>
          <dd>{channelLabel(notification)}</dd>
          <dt>Recipient</dt>
          <dd>{notification.recipient}</dd>
          <dt>Attempts</dt>
          <dd>{notification.attempts}</dd>
          {notification.lastError && (
            <>
              <dt>Last error</dt>
              <dd>{notification.lastError}</dd>
            </>
          )}
          <dt>Sent at</dt>
          <dd>
            <LogTime value={notification.sentAt} />
          </dd>
        </dl>
        <RetryButton notification={notification} {...retry} />
      </Stack>
    </Paper>
  );
}

/** The phone layout (< 768 px): one card per message (see docs/screens.md#notification-log). */
export function NotificationCards({
  notifications,
  ...retry
}: RetryProps & { notifications: Notification[] }) {
  return (
    <Stack component="ul" gap="sm" className={classes.list} aria-label="Messages">
      {notifications.map((notification) => (
        <NotificationCard key={notification.id} notification={notification} {...retry} />
      ))}
    </Stack>
  );
}
