import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ORDER_STATUSES, type Order } from '@padel/contracts';
import { useSearchParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ApiRequestError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrders, type OrderStatus } from '../api/get-orders';
import { useMarkOrderSent } from '../api/mark-order-sent';
import { OrderCard } from './order-card';
import classes from './order-list.module.css';

const FILTERS = [
  { value: '', label: 'All' },
  { value: 'Pending', label: 'Pending' },
  { value: 'Sent', label: 'Sent' },
];

function readStatus(params: URLSearchParams): OrderStatus | undefined {
  const status = params.get('status') ?? '';
  return (ORDER_STATUSES as readonly string[]).includes(status)
    ? (status as OrderStatus)
    : undefined;
}

/**
 * docs/screens.md#orders: 'Failed to mark order as sent.', with the server's reason when it gave
 * one.
 */
function markFailure(error: unknown): string {
  const failure = 'Failed to mark order as sent.';
  if (error instanceof ApiRequestError && error.serverMessage) {
    return `${failure} ${error.serverMessage}`;
  }
  return failure;
}

/**
 * Orders (see docs/screens.md#orders): a card per order, newest first, filtered by status in the
 * address.
 */
export function OrderListPage() {
  usePageTitle('Orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams);
  const orders = useOrders(status);
  const markSent = useMarkOrderSent();

  const setStatus = (value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('status', value);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );
  };

  const handleMarkSent = (order: Order) => {
    if (markSent.isPending) return;
    markSent.mutate(order.id, {
      onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Error', message: markFailure(error) }),
    });
  };

  const list = orders.data?.pages.flat() ?? [];

  return (
    <Stack gap="lg" maw={840}>
      <Title order={1}>Orders</Title>
      <SegmentedControl
        aria-label="Filter by status"
        data={FILTERS}
        value={status ?? ''}
        onChange={setStatus}
        className={classes.filter}
      />

      {orders.isPending && <LoadingStatus label="Loading orders..." />}
      {orders.isError && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text c="red.9" fw={600}>
              Failed to load orders
            </Text>
            <Button size="xs" variant="outline" color="red.8" onClick={() => void orders.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {orders.isSuccess && list.length === 0 && (
        <Text role="status" py="lg" ta="center" size="lg">
          {status ? `No ${status.toLowerCase()} orders` : 'No orders yet'}
        </Text>
      )}
      {list.length > 0 && (
        <Stack component="ul" gap="md" className={classes.list} aria-label="Orders">
          {list.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              marking={markSent.isPending && markSent.variables === order.id}
              onMarkSent={handleMarkSent}
            />
          ))}
        </Stack>
      )}
      {orders.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={orders.isFetchingNextPage}
            onClick={() => void orders.fetchNextPage()}
          >
            Load older orders
          </Button>
        </Group>
      )}
    </Stack>
  );
}
