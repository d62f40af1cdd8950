import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  APP_ROUTES,
  DESK_ORDER_METHOD_LABELS,
  isOneOf,
  ORDER_STATUSES,
  routePath,
  type DeskOrderMethod,
  type Order,
  type RefundPart,
} from '@padel/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { LoadingStatus } from '@/components/ui/loading-status';
import { formatPrice } from '@/lib/format';
import { ApiRequestError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrders, type OrderFilter, type OrderStatus } from '../api/get-orders';
import { useCancelOrder } from '../api/cancel-order';
import { useMarkOrderCollected } from '../api/mark-order-collected';
import { useMarkOrderSent } from '../api/mark-order-sent';
import { useRecordOrderPayment } from '../api/record-order-payment';
import { CancelOrderModal } from './cancel-order-modal';
import { orderNumber } from '../lib/labels';
import { OrderCard } from './order-card';
import classes from './order-list.module.css';

/** The filter of the counter's open tabs, in the address as `?tab=open`. */
const OPEN_TABS = 'open-tabs';

/**
 * All is the kitchen's list (pending, sent, cancelled); a card order waiting for its payment, or
 * expired unpaid, shows only under its own filter (see docs/cafe.md#order-statuses). Open tabs are
 * the counter's orders not paid yet, served or not (docs/cafe.md#paid-and-collected).
 */
const FILTERS: { value: OrderStatus | '' | typeof OPEN_TABS; label: string }[] = [
  { value: '', label: 'All' },
  { value: OPEN_TABS, label: 'Open tabs' },
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

function readFilter(params: URLSearchParams): OrderFilter {
  const status = params.get('status') ?? '';
  if (isOneOf(ORDER_STATUSES, status)) return { status };
  return params.get('tab') === 'open' ? { tab: 'open' } : {};
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
  const filter = readFilter(searchParams);
  const { status } = filter;
  const orders = useOrders(filter);
  const markSent = useMarkOrderSent();
  const markCollected = useMarkOrderCollected();
  const pay = useRecordOrderPayment();
  const cancel = useCancelOrder();
  const [cancelling, setCancelling] = useState<Order | undefined>();

  const setStatus = (value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('status');
        next.delete('tab');
        if (value === OPEN_TABS) next.set('tab', 'open');
        else if (value) next.set('status', value);
        return next;
      },
      { replace: true },
    );
  };

  const handleMarkSent = (order: Order) => {
    if (markSent.isPending || markCollected.isPending) return;
    // A delivery is the spec's Mark as Sent; a pickup or counter order is collected.
    if (order.deliveryType === 'pickup') {
      markCollected.mutate(order.id, {
        onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Error',
            // The spec's words for the done action, whichever call it is (docs/screens.md#orders).
            message: failureMessage('Failed to mark order as sent.', error),
          }),
      });
      return;
    }
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

  // Money is recorded only once staff say so: the button asks first (docs/screens.md#orders).
  const [payAsked, setPayAsked] = useState<{ order: Order; method: DeskOrderMethod }>();
  const handlePay = () => {
    if (!payAsked || pay.isPending) return;
    const { order, method } = payAsked;
    pay.mutate(
      { id: order.id, method },
      {
        onSuccess: (answer) =>
          notifications.show({
            color: 'green',
            message: `${answer.message} ${DESK_ORDER_METHOD_LABELS[method]}.`,
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Error',
            message: failureMessage('Failed to record the payment.', error),
          }),
        onSettled: () => setPayAsked(undefined),
      },
    );
  };

  const handleCancel = (
    order: Order,
    cancelReason: string,
    refund: { refunds?: RefundPart[]; refundReason?: string },
  ) => {
    if (cancel.isPending) return;
    cancel.mutate(
      { id: order.id, cancelReason, ...refund },
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
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={1}>Orders</Title>
        <Anchor component={Link} to={routePath(APP_ROUTES.newOrder)} fw={600}>
          New order
        </Anchor>
      </Group>
      <div className={classes.filter}>
        <SegmentedControl
          aria-label="Filter by status"
          className={classes.statuses}
          data={FILTERS}
          value={status ?? (filter.tab ? OPEN_TABS : '')}
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
          {status ? EMPTY[status] : filter.tab ? 'No open tabs' : 'No orders yet'}
        </Text>
      )}
      {list.length > 0 && (
        <Stack component="ul" gap="md" className={classes.list} aria-label="Orders">
          {list.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              marking={
                (markSent.isPending && markSent.variables === order.id) ||
                (markCollected.isPending && markCollected.variables === order.id)
              }
              paying={pay.isPending && pay.variables?.id === order.id ? pay.variables.method : null}
              onMarkSent={handleMarkSent}
              onPay={(paid, method) => setPayAsked({ order: paid, method })}
              onCancel={setCancelling}
            />
          ))}
        </Stack>
      )}
      <ConfirmModal
        opened={payAsked !== undefined}
        title="Record the payment"
        confirmLabel="Record it"
        autoFocus="confirm"
        working={pay.isPending}
        onConfirm={handlePay}
        onClose={() => setPayAsked(undefined)}
      >
        {payAsked && (
          <Text>
            Record {formatPrice(payAsked.order.total_Price)} paid for{' '}
            {orderNumber(payAsked.order.id)}, by {DESK_ORDER_METHOD_LABELS[payAsked.method]}?
          </Text>
        )}
      </ConfirmModal>
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
