import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { LoadingStatus } from '@/components/ui/loading-status';
import { csvBlob, toCsv } from '@/lib/csv';
import { saveBlob } from '@/lib/download';
import { usePageTitle } from '@/lib/use-page-title';
import { formatShortDate, formatVenueDateTime } from '@/lib/venue-time';
import type { QueueEntry } from '@padel/contracts';
import { useQueue } from '../api/get-queue';

export const QUEUE_EXPORT_FILENAME = 'booking-queue.csv';

function exportQueue(entries: QueueEntry[]) {
  const rows = [
    ['Date of visit', 'Customer name', 'Email', 'Joined the queue'],
    ...entries.map((entry) => [
      entry.selectedDate,
      entry.customerName,
      entry.email,
      formatVenueDateTime(entry.createdAt),
    ]),
  ];
  saveBlob(csvBlob(toCsv(rows)), QUEUE_EXPORT_FILENAME);
}

/** The booking queue (see docs/screens.md#booking-queue): customers waiting for a café table. */
export function BookingQueuePage() {
  usePageTitle('Booking queue');
  const queue = useQueue();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);

  const entries = useMemo(() => {
    const needle = deferredSearch.trim().toLowerCase();
    const all = queue.data ?? [];
    return needle ? all.filter((entry) => entry.customerName.toLowerCase().includes(needle)) : all;
  }, [queue.data, deferredSearch]);

  let content;
  if (queue.isPending) {
    content = <LoadingStatus label="Loading the queue..." />;
  } else if (queue.isError) {
    content = (
      <Alert color="red" title="Could not load the queue">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Failed to fetch bookings.</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void queue.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (entries.length === 0) {
    content = (
      <Paper withBorder p="lg">
        <Text role="status">No any record in Queue</Text>
      </Paper>
    );
  } else {
    content = (
      <Table withTableBorder verticalSpacing="sm" aria-label="Booking queue">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date of visit</Table.Th>
            <Table.Th scope="col">Customer name</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatShortDate(entry.selectedDate)}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.customerName}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.email}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>Bookings</Title>
        <Button
          variant="default"
          onClick={() => exportQueue(entries)}
          disabled={!queue.data || entries.length === 0}
        >
          Export
        </Button>
      </Group>
      <TextInput
        type="search"
        label="Search by customer"
        placeholder="Customer name"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      {content}
    </Stack>
  );
}
