import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isOneOf, ORDER_STATUSES, type Order } from '@padel/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ApiRequestError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrders, type OrderStatus } from '../api/get-orders';
import { useCancelOrder } from '../api/cancel-order';
import { useMarkOrderSent } from '../api/mark-order-sent';
import { CancelOrderModal } from './cancel-order-modal';
import { OrderCard } from './order-card';
import classes from './order-list.module.css';

/**
 * All is the kitchen's list (pending, sent, cancelled); a card order waiting for its payment, or
 * expired unpaid, shows only under its own filter (see docs/cafe.md#order-statuses).
 */
const FILTERS: { value: OrderStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'Pending', label: 'Pending' },
  { value: 'Sent', label: 'Sent' },
  { value: 'Cancelled', label: 'Cancelled' },
  { value: 'Awaiting payment', label: 'Awaiting payment' },
  { value: 'Expired', label: 'Expired' },
];

const EMPTY: Record<OrderStatus, string> = {
  Pending: 'No pending orders',
  Sent: 'No sent orders',
  Cancelled: 'No cancelled orders',
  'Awaiting payment': 'No orders awaiting payment',
  Expired: 'No expired orders',
};

function readStatus(params: URLSearchParams): OrderStatus | undefined {
  const status = params.get('status') ?? '';
  return isOneOf(ORDER_STATUSES, status) ? status : undefined;
}

/**
 * docs/screens.md#orders: 'Failed to mark order as sent.', with the server's reason when it gave
 * one.
 */
function failureMessage(failure: string, error: unknown): string {
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
  const cancel = useCancelOrder();
  const [cancelling, setCancelling] = useState<Order | undefined>();

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
        notifications.show({
          color: 'red',
          title: 'Error',
          message: failureMessage('Failed to mark order as sent.', error),
        }),
    });
  };

  const handleCancel = (order: Order, cancelReason: string) => {
    if (cancel.isPending) return;
    cancel.mutate(
      { id: order.id, cancelReason },
      {
        onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Error',
            message: failureMessage('Failed to cancel the order.', error),
          }),
        onSettled: () => setCancelling(undefined),
      },
    );
  };

  const list = orders.data?.pages.flat() ?? [];

  return (
    <Stack gap="lg" maw={840}>
      <Title order={1}>Orders</Title>
      <div className={classes.filter}>
        <SegmentedControl
          aria-label="Filter by status"
          className={classes.statuses}
          data={FILTERS}
          value={status ?? ''}
          onChange={setStatus}
        />
      </div>

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
          {status ? EMPTY[status] : 'No orders yet'}
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
              onCancel={setCancelling}
            />
          ))}
        </Stack>
      )}
      <CancelOrderModal
        order={cancelling}
        working={cancel.isPending}
        onProceed={handleCancel}
        onClose={() => setCancelling(undefined)}
      />
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
