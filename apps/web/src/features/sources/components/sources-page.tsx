import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { SOURCE_CATEGORIES, type RedirectionSource } from '@padel/contracts';
import { useId, useMemo, useState } from 'react';
import { LoadingStatus } from '@/components/ui/loading-status';
import { formatPrice } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { addDays, formatVenueDateTime, venueToday } from '@/lib/venue-time';
import { useSources } from '../api/get-sources';
import { SOURCE_COLORS, summarise, type SourceTotals } from './source-summary';
import { SourcesChart } from './sources-chart';

/** The default period: the last 30 days, today included (venue time). */
const DEFAULT_DAYS = 30;
const PAGE = 50;

function Stat({ label, totals }: { label: string; totals: SourceTotals }) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid={`count-${label}`}>
        {totals.visits}
      </Text>
      <Text size="xs">
        {totals.bookings} {totals.bookings === 1 ? 'booking' : 'bookings'} ·{' '}
        {formatPrice(totals.revenue)}
      </Text>
    </Paper>
  );
}

function SourceBadge({ source }: { source: RedirectionSource['source'] }) {
  return (
    <Badge
      color={`${SOURCE_COLORS[source]}.2`}
      c="dark.9"
      radius="sm"
      tt="none"
      fw={600}
      // Never cut to "O…" on a phone: the badge keeps its word's width.
      miw="max-content"
      styles={{ label: { overflow: 'visible' } }}
    >
      {source}
    </Badge>
  );
}

function VisitsTable({ visits }: { visits: RedirectionSource[] }) {
  const [shown, setShown] = useState(PAGE);
  if (visits.length === 0) {
    return (
      <Paper withBorder p="lg">
        <Text role="status">No visits in this period.</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Table withTableBorder verticalSpacing="xs" aria-label="Visits in detail">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Source</Table.Th>
            <Table.Th scope="col">Time</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Bookings</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {visits.slice(0, shown).map((visit) => (
            <Table.Tr key={visit.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{visit.rawSource}</Table.Td>
              <Table.Td>{formatVenueDateTime(visit.createdAt)}</Table.Td>
              <Table.Td>
                <SourceBadge source={visit.source} />
              </Table.Td>
              <Table.Td>
                {visit.bookings > 0 ? `${visit.bookings} (${formatPrice(visit.revenue)})` : '0'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Showing {Math.min(shown, visits.length)} of {visits.length} visits
        </Text>
        {shown < visits.length && (
          <Button variant="default" size="xs" onClick={() => setShown((count) => count + PAGE)}>
            Show more
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Redirection Sources Analytics (see docs/screens.md#redirection-sources). */
export function SourcesPage() {
  usePageTitle('Redirection Sources Analytics');
  const today = useMemo(() => venueToday(), []);
  const [from, setFrom] = useState(() => addDays(today, -(DEFAULT_DAYS - 1)));
  const [to, setTo] = useState(today);
  const rangeError = from && to && from > to ? 'From must not be after To' : undefined;
  const complete = Boolean(from && to && !rangeError);
  const sources = useSources({ from, to }, complete);
  const visits = useMemo(() => sources.data ?? [], [sources.data]);
  const summary = useMemo(() => summarise(visits), [visits]);

  let content;
  if (!complete) {
    content = <Text>Choose a period to see its visits.</Text>;
  } else if (sources.isPending) {
    content = <LoadingStatus label="Loading sources..." />;
  } else if (sources.isError) {
    content = (
      <Alert color="red" title="Could not load the sources">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Failed to fetch redirection sources.</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void sources.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <Stack gap="lg" aria-busy={sources.isFetching}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Stat label="Total" totals={summary.Total} />
          {SOURCE_CATEGORIES.map((category) => (
            <Stat key={category} label={category} totals={summary[category]} />
          ))}
        </SimpleGrid>
        <SourcesChart summary={summary} />
        <section aria-labelledby="visits-heading">
          <Title order={2} size="h4" id="visits-heading" mb="sm">
            Visits in detail
          </Title>
          <VisitsTable key={`${from}-${to}`} visits={visits} />
        </section>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Redirection Sources Analytics</Title>
      <Paper withBorder p="md" component="section" aria-label="Period">
        <Group gap="md" align="flex-start">
          <TextInput
            type="date"
            label="From"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.currentTarget.value)}
            error={rangeError}
          />
          <TextInput
            type="date"
            label="To"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
        </Group>
      </Paper>
      {content}
    </Stack>
  );
}
