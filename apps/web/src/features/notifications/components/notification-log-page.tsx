import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Button,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications as toasts } from '@mantine/notifications';
import {
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_STATUSES,
  type Notification,
} from '@padel/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { usePageTitle } from '@/lib/use-page-title';
import { useNotifications, type NotificationLogParams } from '../api/get-notifications';
import { useRetryNotification } from '../api/retry-notification';
import { emptyLogText, readLogParams, retryFailureMessage } from '../lib/log-params';
import { NotificationCards } from './notification-cards';
import { NotificationTable } from './notification-table';
import classes from './notification-log.module.css';

/** Below 768 px the log shows cards, as the booking list does (see docs/screens.md#notification-log). */
const PHONE_QUERY = '(max-width: 47.99em)';

const FILTERS = [
  { value: '', label: 'All' },
  ...NOTIFICATION_STATUSES.map((status) => ({
    value: status,
    label: NOTIFICATION_STATUS_LABELS[status],
  })),
];

/** The shape of the list while its first page loads. */
function LogSkeleton() {
  return (
    <Stack gap="xs" role="status">
      <VisuallyHidden>Loading messages...</VisuallyHidden>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={40} />
      ))}
    </Stack>
  );
}

/**
 * The notification log (see docs/screens.md#notification-log): every message the product sends,
 * newest first, who it went to and how it fared, never its body; filtered by status and paged in
 * the address, so Back keeps them. A failed message can be retried.
 */
export function NotificationLogPage() {
  usePageTitle('Notifications');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readLogParams(searchParams);
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const log = useNotifications(params);
  const retry = useRetryNotification();

  const update = (changes: Partial<Record<keyof NotificationLogParams, string | number>>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          // Page 1 is where a list starts: the address leaves it out, as it does "All".
          if (value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        // A new filter starts again at page 1.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  // A filter or the log's own changes can leave the page past the end: show the last page.
  const lastPage = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  useEffect(() => {
    if (log.data && !log.isPlaceholderData && params.page > lastPage) update({ page: lastPage });
    // Only a settled answer moves the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [log.data, log.isPlaceholderData, params.page, lastPage]);

  const handleRetry = (notification: Notification) => {
    if (retry.isPending) return;
    retry.mutate(notification.id, {
      onSuccess: (answer) => toasts.show({ color: 'green', message: answer.message }),
      onError: (error) =>
        toasts.show({ color: 'red', title: 'Error', message: retryFailureMessage(error) }),
    });
  };
  const retryProps = {
    retryingId: retry.isPending ? retry.variables : undefined,
    onRetry: handleRetry,
  };

  const rows = log.data?.notifications ?? [];
  let content;
  if (log.isPending) {
    content = <LogSkeleton />;
  } else if (log.isError && !log.data) {
    content = (
      <Alert color="red" title="Could not load the messages">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Failed to fetch the notification log.</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void log.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (rows.length === 0) {
    content = (
      <Paper withBorder p="lg">
        <Text role="status">{emptyLogText(params.status)}</Text>
      </Paper>
    );
  } else {
    content = (
      <div aria-busy={log.isFetching}>
        {isPhone ? (
          <NotificationCards notifications={rows} {...retryProps} />
        ) : (
          <NotificationTable notifications={rows} {...retryProps} />
        )}
      </div>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Notifications
        </Title>
        <Text mt={4}>
          The e-mails and messages sent to customers and staff, newest first. A failed message can
          be sent again.
        </Text>
      </div>
      <SegmentedControl
        aria-label="Filter by status"
        data={FILTERS}
        value={params.status ?? ''}
        onChange={(status) => update({ status })}
        className={classes.filter}
      />
      {content}
      {log.data && log.data.total > 0 && (
        <PaginationBar
          page={params.page}
          pageSize={log.data.pageSize}
          total={log.data.total}
          shown={{
            page: log.data.page,
            pageSize: log.data.pageSize,
            count: rows.length,
          }}
          itemsLabel="messages"
          onPageChange={(page) => update({ page })}
        />
      )}
    </Stack>
  );
}
