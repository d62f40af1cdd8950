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
import {
  SOURCES_MESSAGES,
  SOURCES_RANGE_MAX_DAYS,
  type RedirectionSource,
  type SourcesSummary,
} from '@padel/contracts';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { formatPrice } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { addDays, formatVenueDateTime, venueToday } from '@/lib/venue-time';
import { useSources, type SourcesRange } from '../api/get-sources';
import { useSourcesSummary } from '../api/get-sources-summary';
import { SOURCE_COLORS } from './source-summary';
import { SourcesChart } from './sources-chart';

/** The default period: the last 30 days, today included (venue time). */
const DEFAULT_DAYS = 30;

type Counts = SourcesSummary['totals'];

function Stat({ label, counts }: { label: string; counts: Counts }) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid={`count-${label}`}>
        {counts.visits}
      </Text>
      <Text size="xs">
        {counts.bookings} {counts.bookings === 1 ? 'booking' : 'bookings'} ·{' '}
        {formatPrice(counts.revenue)}
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

function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={`Could not load the ${what}`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Failed to fetch redirection sources.</Text>
        <Button size="xs" variant="outline" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** The period added up by the server (docs/sources.md#analytics): counts and the daily chart. */
function Summary({ range }: { range: SourcesRange }) {
  const summary = useSourcesSummary(range, true);
  if (summary.isPending) return <LoadingStatus label="Loading the summary..." />;
  if (summary.isError) {
    return <LoadError what="summary" onRetry={() => void summary.refetch()} />;
  }
  const { totals, byCategory, perDay } = summary.data;
  return (
    <Stack gap="lg" aria-busy={summary.isFetching}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Stat label="Total" counts={totals} />
        {byCategory.map((counts) => (
          <Stat key={counts.category} label={counts.category} counts={counts} />
        ))}
      </SimpleGrid>
      <SourcesChart perDay={perDay} />
    </Stack>
  );
}

/** One page of the period's visits, newest first. */
function VisitsList({ range }: { range: SourcesRange }) {
  const [page, setPage] = useState(1);
  const list = useSources({ ...range, page }, true);
  let content: ReactNode;
  if (list.isPending) {
    content = <LoadingStatus label="Loading visits..." />;
  } else if (list.isError) {
    content = <LoadError what="visits" onRetry={() => void list.refetch()} />;
  } else if (list.data.total === 0) {
    content = (
      <Paper withBorder p="lg">
        <Text role="status">No visits in this period.</Text>
      </Paper>
    );
  } else {
    const { visits, total, pageSize } = list.data;
    content = (
      <Stack gap="sm" aria-busy={list.isFetching}>
        <Table
          withTableBorder
          verticalSpacing="xs"
          horizontalSpacing={8}
          aria-label="Visits in detail"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Source</Table.Th>
              <Table.Th scope="col">Time</Table.Th>
              <Table.Th scope="col">Bookings</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visits.map((visit) => (
              <Table.Tr key={visit.id}>
                {/* The type badge above the raw source: three columns fit a phone's width. */}
                <Table.Td>
                  <SourceBadge source={visit.source} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {visit.rawSource}
                  </Text>
                </Table.Td>
                <Table.Td>{formatVenueDateTime(visit.createdAt)}</Table.Td>
                <Table.Td>
                  {visit.bookings}
                  {visit.bookings > 0 && (
                    <Text size="xs" component="span" display="block">
                      {formatPrice(visit.revenue)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <PaginationBar
          page={page}
          pageSize={pageSize}
          total={total}
          shown={{ page: list.data.page, pageSize, count: visits.length }}
          itemsLabel="visits"
          onPageChange={setPage}
        />
      </Stack>
    );
  }
  return (
    <section aria-labelledby="visits-heading">
      <Title order={2} size="h4" id="visits-heading" mb="sm">
        Visits in detail
      </Title>
      {content}
    </section>
  );
}

/** What is wrong with a period, if anything: the server's rules, told before asking. */
function rangeProblem(from: string, to: string): string | undefined {
  if (!from || !to) return undefined;
  if (from > to) return SOURCES_MESSAGES.reversed;
  if (to > addDays(from, SOURCES_RANGE_MAX_DAYS - 1)) return SOURCES_MESSAGES.tooLong;
  return undefined;
}

/** Redirection Sources Analytics (see docs/screens.md#redirection-sources). */
export function SourcesPage() {
  usePageTitle('Redirection Sources Analytics');
  const today = useMemo(() => venueToday(), []);
  const [from, setFrom] = useState(() => addDays(today, -(DEFAULT_DAYS - 1)));
  const [to, setTo] = useState(today);
  const rangeError = rangeProblem(from, to);
  const complete = Boolean(from && to && !rangeError);

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
      {complete ? (
        <>
          <Summary range={{ from, to }} />
          {/* A new period starts again at its first page. */}
          <VisitsList key={`${from}-${to}`} range={{ from, to }} />
        </>
      ) : (
        <Text>Choose a period to see its visits.</Text>
      )}
    </Stack>
  );
}
