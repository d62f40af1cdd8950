import {
  Alert,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  formatPrice,
  MOVEMENT_METHOD_WORDS,
  TRANSFER_MESSAGES,
  type TransferToCheck,
} from '@padel/contracts';
import { useState } from 'react';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ApiRequestError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useAnswerTransfer, useTransferReceipt, useTransfersToCheck } from '../api/transfers';

function TransferCard({ transfer }: { transfer: TransferToCheck }) {
  const receipt = useTransferReceipt(transfer.id, transfer.receiptAt !== null);
  const answer = useAnswerTransfer();
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string>();
  const send = (body: Parameters<typeof answer.mutate>[0]) =>
    answer.mutate(body, {
      onError: (error) =>
        setFailure(
          error instanceof ApiRequestError && error.serverMessage
            ? error.serverMessage
            : 'The answer could not be saved. Please try again.',
        ),
    });
  const label = `${transfer.customerName}, ${transfer.selectedDate} ${transfer.selectedSlots.join(', ')}`;
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <div>
          {transfer.receiptAt === null ? (
            <Text>No receipt yet: it may come on WhatsApp.</Text>
          ) : receipt.data ? (
            <Image src={receipt.data} alt={`Receipt for ${transfer.reference}`} radius="sm" />
          ) : (
            <LoadingStatus label="Loading the receipt..." />
          )}
        </div>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {transfer.customerName}
          </Title>
          <Text>
            {transfer.selectedDate}, {transfer.selectedSlots.join(', ')}, {transfer.selectedCourt}
          </Text>
          <Text fw={700}>
            Expected: {formatPrice(transfer.amount)} by {MOVEMENT_METHOD_WORDS[transfer.method]}
          </Text>
          <Text>Reference to look for: {transfer.reference}</Text>
          <Text size="sm">
            Held until {new Date(transfer.transferBy).toLocaleTimeString('en-PK')}; phone{' '}
            {transfer.phoneNumber}
          </Text>
          <TextInput
            label="Reference on the statement"
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
          />
          <Button
            disabled={answer.isPending || reference.trim() === ''}
            onClick={() => send({ id: transfer.id, accept: true, reference })}
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
            onClick={() => send({ id: transfer.id, accept: false, reason })}
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
  else if (transfers.isError) content = <Alert color="red" title="Could not load the transfers" />;
  else if (transfers.data.length === 0) content = <Text>No transfers to check.</Text>;
  else
    content = transfers.data.map((transfer) => (
      <TransferCard key={transfer.id} transfer={transfer} />
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
