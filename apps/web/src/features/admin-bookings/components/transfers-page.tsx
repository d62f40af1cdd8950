import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  formatPrice,
  MOVEMENT_AMOUNT_MAX,
  MOVEMENT_METHOD_WORDS,
  TRANSFER_MESSAGES,
  transferReceivedNote,
  type TransferToCheck,
} from '@padel/contracts';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ApiRequestError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { formatShortDay, formatVenueDateTime } from '@/lib/venue-time';
import { useAnswerTransfer, useTransferReceipt, useTransfersToCheck } from '../api/transfers';

/** What the money pays for: a booking's day, hours and court, or a café order's lines. */
function whatIsPaid(transfer: TransferToCheck): string {
  if (transfer.kind === 'order') {
    const lines = transfer.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
    const how = transfer.deliveryType === 'deliver' ? 'delivery' : 'pickup';
    return `Café order #${transfer.id} (${how}): ${lines}`;
  }
  const day = formatShortDay(transfer.selectedDate);
  return `${day}, ${transfer.selectedSlots.join(', ')}, ${transfer.selectedCourt ?? ''}`;
}

function TransferCard({ transfer }: { transfer: TransferToCheck }) {
  const receipt = useTransferReceipt(transfer, transfer.receiptAt !== null);
  // The receipt's object URL is let go with the card, or when a new one replaces it.
  useEffect(() => {
    const url = receipt.data;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [receipt.data]);
  const answer = useAnswerTransfer();
  const [reference, setReference] = useState('');
  // What arrived, the amount expected until staff say otherwise (docs/payments.md#transfers).
  const [received, setReceived] = useState<number | string>(transfer.amount);
  const amountReceived =
    typeof received === 'number' && Number.isInteger(received) && received >= 1 ? received : null;
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string>();
  const send = (body: Parameters<typeof answer.mutateAsync>[0]) => {
    setFailure(undefined);
    // The promise, not mutate's callbacks: those are dropped once the answered card leaves the
    // list, and the page must still say what was done.
    void answer.mutateAsync(body).then(
      (done) => notifications.show({ color: 'green', message: done.message }),
      (error: unknown) =>
        setFailure(
          error instanceof ApiRequestError && error.serverMessage
            ? error.serverMessage
            : 'The answer could not be saved. Please try again.',
        ),
    );
  };
  const what = whatIsPaid(transfer);
  const label = `${transfer.customerName}, ${what}`;
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <div>
          {transfer.receiptAt === null ? (
            <Text>No receipt yet: it may come on WhatsApp.</Text>
          ) : receipt.data ? (
            <Stack gap="xs" align="flex-start">
              <Image src={receipt.data} alt={`Receipt for ${transfer.reference}`} radius="sm" />
              {/* A phone's screenshot is small in the card: its own tab shows it full size. */}
              <Anchor href={receipt.data} target="_blank" rel="noreferrer">
                Open the receipt full size
              </Anchor>
            </Stack>
          ) : receipt.isError ? (
            <Alert color="red" title="Could not load the receipt">
              <Button
                size="xs"
                variant="outline"
                color="red"
                onClick={() => void receipt.refetch()}
              >
                Try again
              </Button>
            </Alert>
          ) : (
            <LoadingStatus label="Loading the receipt..." />
          )}
        </div>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {transfer.customerName}
          </Title>
          <Text>{what}</Text>
          <Text fw={700}>
            Expected: {formatPrice(transfer.amount)} by {MOVEMENT_METHOD_WORDS[transfer.method]}
          </Text>
          <Text>Reference to look for: {transfer.reference}</Text>
          <Text size="sm">
            Held until {formatVenueDateTime(transfer.transferBy)}; phone {transfer.phoneNumber}
          </Text>
          <TextInput
            label="Reference on the statement"
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
          />
          <NumberInput
            label="Amount received (PKR)"
            description={
              (amountReceived !== null &&
                transferReceivedNote(transfer.amount, amountReceived, transfer.method)) ||
              'As the statement shows it'
            }
            min={1}
            max={MOVEMENT_AMOUNT_MAX}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            value={received}
            onChange={setReceived}
          />
          <Button
            disabled={answer.isPending || reference.trim() === '' || amountReceived === null}
            onClick={() =>
              amountReceived !== null &&
              send({ of: transfer, accept: true, reference, amountReceived })
            }
          >
            Accept transfer
          </Button>
          <TextInput
            label="Reason to reject"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Button
            color="red"
            variant="outline"
            disabled={answer.isPending || reason.trim() === ''}
            onClick={() => send({ of: transfer, accept: false, reason })}
          >
            Reject transfer
          </Button>
          {failure && (
            <Text role="alert" c="red.8">
              {failure}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

/**
 * Staff's "Transfers to check" (docs/payments.md#transfers): each receipt beside the advance
 * expected, accepted with the statement's reference or rejected with a reason.
 */
export function TransfersPage() {
  usePageTitle('Transfers to check');
  const transfers = useTransfersToCheck();
  let content;
  if (transfers.isPending) content = <LoadingStatus label="Loading transfers..." />;
  else if (transfers.isError)
    content = (
      <Alert color="red" title="Could not load the transfers">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {failureMessage(transfers.error, 'Failed to fetch the transfers to check.')}
          </Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void transfers.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  else if (transfers.data.length === 0) content = <Text>No transfers to check.</Text>;
  else
    content = transfers.data.map((transfer) => (
      <TransferCard key={`${transfer.kind}-${transfer.id}`} transfer={transfer} />
    ));
  return (
    <Stack gap="lg" maw={960}>
      <Group>
        <Title order={1}>Transfers to check</Title>
      </Group>
      <Text>{TRANSFER_MESSAGES.toCheck}: accept once the money is on the statement.</Text>
      {content}
    </Stack>
  );
}
