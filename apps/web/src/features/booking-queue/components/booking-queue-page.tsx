import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { queueQuerySchema, type QueueQuery } from '@padel/contracts';
import { useState } from 'react';
import { ExportButton } from '@/components/ui/export-button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { SEARCH_DEBOUNCE_MS } from '@/lib/search-debounce';
import { usePageTitle } from '@/lib/use-page-title';
import { formatShortDate } from '@/lib/venue-time';
import { exportQueue, useQueue } from '../api/get-queue';

/** The filter as typed, or the field it fails on and why (a last date before the first). */
function parseFilter(typed: QueueQuery) {
  const parsed = queueQuerySchema.safeParse(typed);
  if (parsed.success) return { query: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { error: { field: String(issue.path[0]), message: issue.message } };
}

/**
 * The booking queue (see docs/screens.md#booking-queue): customers waiting for a café table,
 * searched by name and limited to dates of visit by the server, which also writes the export of
 * exactly what the list shows.
 */
export function BookingQueuePage() {
  usePageTitle('Booking queue');
  const [typed, setTyped] = useState<QueueQuery>({});
  // The server filters: it is asked once typing pauses, not at every key.
  const [settled] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const filter = parseFilter(settled);
  // A filter that fails keeps the last list on screen, with the reason under its field.
  const [query, setQuery] = useState<QueueQuery>({});
  if (filter.query && JSON.stringify(filter.query) !== JSON.stringify(query))
    setQuery(filter.query);
  const queue = useQueue(query);
  const entries = queue.data ?? [];

  const field = (name: keyof QueueQuery) => ({
    value: typed[name] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value || undefined;
      setTyped((current) => ({ ...current, [name]: value }));
    },
    error: filter.error?.field === name ? filter.error.message : undefined,
  });

  let content;
  if (queue.isPending) {
    content = <LoadingStatus label="Loading the queue..." />;
  } else if (queue.isError && !queue.data) {
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
        <ExportButton
          exportFile={() => exportQueue(query)}
          failure="Failed to export the queue."
          disabled={entries.length === 0 || Boolean(filter.error)}
        />
      </Group>
      <Group align="flex-start" gap="sm">
        <TextInput
          type="search"
          label="Search by customer"
          placeholder="Customer name"
          maw={360}
          style={{ flexGrow: 1 }}
          {...field('search')}
        />
        <TextInput type="date" label="Visits from" {...field('from')} />
        <TextInput type="date" label="Visits to" {...field('to')} />
      </Group>
      {content}
    </Stack>
  );
}
