import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { Notification } from '@padel/contracts';
import { ScrollTable } from '@/components/ui/scroll-table';
import {
  channelLabel,
  kindLabel,
  LogTime,
  NotificationStatusBadge,
  RetryButton,
  type RetryProps,
} from './notification-parts';
import classes from './notification-log.module.css';

/**
 * The desktop layout (see docs/screens.md#notification-log): one row per message, never its body.
 */
export function NotificationTable({
  notifications,
  ...retry
}: RetryProps & { notifications: Notification[] }) {
  return (
    <ScrollTable label="Messages table" minWidth={1000}>
      <Table
        verticalSpacing={6}
        horizontalSpacing={8}
        withTableBorder
        aria-label="Messages"
        className={classes.table}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.fit}>
              When
            </Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col" className={classes.fit}>
              Channel
            </Table.Th>
            <Table.Th scope="col">Recipient</Table.Th>
            <Table.Th scope="col" className={classes.fit}>
              Status
            </Table.Th>
            <Table.Th scope="col" className={classes.fit}>
              Attempts
            </Table.Th>
            <Table.Th scope="col">Last error</Table.Th>
            <Table.Th scope="col" className={classes.fit}>
              Sent at
            </Table.Th>
            <Table.Th scope="col" className={classes.fit}>
              Actions
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notifications.map((notification) => (
            <Table.Tr key={notification.id}>
              <Table.Td className={classes.fit}>
                <LogTime value={notification.createdAt} />
              </Table.Td>
              <Table.Td>{kindLabel(notification)}</Table.Td>
              <Table.Td className={classes.fit}>{channelLabel(notification)}</Table.Td>
              <Table.Td className={`${classes.recipient} ${classes.wrap}`}>
                {notification.recipient}
              </Table.Td>
              <Table.Td className={classes.fit}>
                <NotificationStatusBadge status={notification.status} />
              </Table.Td>
              <Table.Td className={classes.fit}>{notification.attempts}</Table.Td>
              <Table.Td className={`${classes.error} ${classes.wrap}`}>
                {notification.lastError ?? ''}
              </Table.Td>
              <Table.Td className={classes.fit}>
                <LogTime value={notification.sentAt} />
              </Table.Td>
              <Table.Td className={classes.fit}>
                <RetryButton notification={notification} {...retry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
