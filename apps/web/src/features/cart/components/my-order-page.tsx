import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatPrice, TRANSFER_MESSAGES, type CustomerOrder } from '@padel/contracts';
import { useId } from 'react';
import { useParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { TransferPanel } from '@/components/ui/transfer-panel';
import { usePageTitle } from '@/lib/use-page-title';
import { useDelivery } from '../api/get-delivery';
import { useMyOrder, useUploadOrderReceipt } from '../api/my-order';

/** Where the order stands, in the customer's words. */
function standing(order: CustomerOrder): string {
  if (order.status === 'Cancelled') return `Cancelled: ${order.cancelReason ?? ''}`;
  if (order.status === 'Awaiting payment') {
    return order.transfer?.transferBy
      ? `${TRANSFER_MESSAGES.toCheck}: we start on your order once staff see the money.`
      : 'Not paid in time.';
  }
  if (order.status === 'Sent') {
    return order.deliveryType === 'deliver' ? 'On its way to you.' : 'Collected. Enjoy!';
  }
  // A transfer that brought less than the total: the rest is paid on handing over.
  if (order.owed > 0) {
    return order.deliveryType === 'deliver'
      ? `We are preparing your order and will deliver it: ${formatPrice(order.owed)} is left to pay on delivery.`
      : `We are preparing your order: collect it at the café counter and pay the ${formatPrice(order.owed)} left.`;
  }
  return order.deliveryType === 'deliver'
    ? 'Paid. We are preparing your order and will deliver it.'
    : 'Paid. We are preparing your order: collect it at the café counter.';
}

/** A price stays on one line beside a long product name on a phone. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function OrderLines({ order }: { order: CustomerOrder }) {
  return (
    <Table>
      <Table.Tbody>
        {order.items.map((item, index) => (
          <Table.Tr key={index}>
            <Table.Td>
              {item.Product_Quantity} × {item.Product_Name}
            </Table.Td>
            <Table.Td ta="right" style={NO_WRAP}>
              {formatPrice(item.Product_Price * item.Product_Quantity)}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={700}>Total</Table.Td>
          <Table.Td ta="right" fw={700} style={NO_WRAP}>
            {formatPrice(order.total_Price)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/**
 * A café order paid by transfer, by its own link (docs/payments.md#transfers): where it stands,
 * what was ordered, and while staff wait for the money, what to send and the receipt upload.
 */
export function MyOrderPage() {
  const { token = '' } = useParams();
  const order = useMyOrder(token);
  const venue = useDelivery();
  const upload = useUploadOrderReceipt(token);
  const linesId = useId();
  usePageTitle(order.data ? `Order #${order.data.id}` : 'Your order');

  if (order.isPending) return <LoadingStatus label="Loading your order..." />;
  if (order.isError) {
    return (
      <Alert color="red" title="We could not find this order">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Check the link, or ask the café on WhatsApp.</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void order.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const mine = order.data;
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Stack gap="xs">
        <Title order={1}>Order #{mine.id}</Title>
        <Text role="status">{standing(mine)}</Text>
      </Stack>
      {mine.transfer?.transferBy && (
        <TransferPanel
          transfer={mine.transfer}
          accounts={venue.data?.transferAccounts}
          venueWhatsapp={venue.data?.whatsapp}
          amountName="the total"
          heldNote="Keep this page: its address is your order's link."
          upload={async (image) => (await upload.mutateAsync(image)).message}
        />
      )}
      <Paper withBorder p="lg" component="section" aria-labelledby={linesId}>
        <Stack gap="xs">
          <Title order={2} size="h4" id={linesId}>
            What you ordered
          </Title>
          <OrderLines order={mine} />
        </Stack>
      </Paper>
    </Stack>
  );
}
