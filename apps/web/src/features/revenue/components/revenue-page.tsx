import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  MOVEMENT_METHOD_WORDS,
  MOVEMENT_METHODS,
  revenueQuerySchema,
  type RevenueAnswer,
  type RevenuePeriod,
  type RevenueTotals,
} from '@padel/contracts';
import { useId, useMemo, useState } from 'react';
import { ExportButton } from '@/components/ui/export-button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ScrollTable } from '@/components/ui/scroll-table';
import { failureMessage } from '@/lib/failure-message';
import { formatPrice } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { venueToday } from '@/lib/venue-time';
import { exportLedger } from '../api/export-ledger';
import { useRevenue, type RevenueRange } from '../api/get-revenue';
import { defaultRange, periodLabel } from '../lib/revenue-periods';
import { RevenueChart } from './revenue-chart';

const PERIOD_CHOICES: { value: RevenuePeriod; label: string }[] = [
  { value: 'day', label: 'By day' },
  { value: 'week', label: 'By week' },
  { value: 'month', label: 'By month' },
];

function Stat({ label, amount, hint }: { label: string; amount: number; hint?: string }) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.2}>
        {formatPrice(amount)}
      </Text>
      {hint && <Text size="xs">{hint}</Text>}
    </Paper>
  );
}

/** The methods money moved by in the range: a column each, none for a method never used. */
const methodsUsed = (totals: RevenueTotals) =>
  MOVEMENT_METHODS.filter((method) => totals.byMethod[method] !== 0);

function PeriodsTable({ answer }: { answer: RevenueAnswer }) {
  const methods = methodsUsed(answer.totals);
  const cells = (totals: RevenueTotals) => (
    <>
      <Table.Td>{formatPrice(totals.courts)}</Table.Td>
      <Table.Td>{formatPrice(totals.cafe)}</Table.Td>
      <Table.Td>{formatPrice(totals.refunds)}</Table.Td>
      <Table.Td fw={600}>{formatPrice(totals.net)}</Table.Td>
      {methods.map((method) => (
        <Table.Td key={method}>{formatPrice(totals.byMethod[method])}</Table.Td>
      ))}
    </>
  );
  return (
    // A phone scrolls the table sideways rather than squeezing its figures.
    <ScrollTable label="Takings per period, scrollable" minWidth={560}>
      <Table withTableBorder striped verticalSpacing="xs" aria-label="Takings per period">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Period</Table.Th>
            <Table.Th scope="col">Courts</Table.Th>
            <Table.Th scope="col">Café</Table.Th>
            <Table.Th scope="col">Refunds</Table.Th>
            <Table.Th scope="col">Net</Table.Th>
            {methods.map((method) => (
              <Table.Th key={method} scope="col">
                {MOVEMENT_METHOD_WORDS[method]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.periods.map((period) => (
            <Table.Tr key={period.start}>
              <Table.Th scope="row" fw={400}>
                {periodLabel(period.start, answer.by)}
              </Table.Th>
              {cells(period)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            {cells(answer.totals)}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}

function Takings({ range }: { range: RevenueRange }) {
  const revenue = useRevenue(range, true);
  if (revenue.isPending) return <LoadingStatus label="Loading the takings..." />;
  if (revenue.isError && !revenue.data) {
    return (
      <Alert color="red" title="Could not load the takings">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failureMessage(revenue.error, 'Failed to fetch the takings.')}</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void revenue.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const answer = revenue.data;
  const { totals } = answer;
  const nothing = answer.periods.every((period) => period.net === 0 && period.refunds === 0);
  return (
    <Stack gap="lg" aria-busy={revenue.isFetching}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Stat label="Net" amount={totals.net} hint="Takings less refunds" />
        <Stat label="Courts" amount={totals.courts} />
        <Stat label="Café" amount={totals.cafe} />
        <Stat label="Refunds" amount={totals.refunds} />
      </SimpleGrid>
      {nothing ? (
        <Paper withBorder p="lg">
          <Text role="status">No money was taken or given back in this period.</Text>
        </Paper>
      ) : (
        <>
          <RevenueChart answer={answer} />
          <PeriodsTable answer={answer} />
        </>
      )}
    </Stack>
  );
}

/** The owner's takings from the ledger (see docs/till.md#revenue). */
export function RevenuePage() {
  usePageTitle('Revenue');
  const today = useMemo(() => venueToday(), []);
  const [range, setRange] = useState<RevenueRange>(() => defaultRange('day', today));
  // The server's own rules, told before asking (the dates in order, at most so many periods).
  const checked = revenueQuerySchema.safeParse(range);
  const rangeError = checked.success ? undefined : checked.error.issues[0]?.message;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>Revenue</Title>
        <ExportButton
          capability="revenue"
          label="Export the ledger"
          disabled={!checked.success}
          exportFile={() => exportLedger({ from: range.from, to: range.to })}
          failure="Failed to export the ledger."
        />
      </Group>
      <Paper withBorder p="md" component="section" aria-label="Period">
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Show"
            data={PERIOD_CHOICES}
            value={range.by}
            onChange={(value) => setRange(defaultRange(value as RevenuePeriod, today))}
          />
          <Group gap="md" align="flex-start">
            <TextInput
              type="date"
              label="From"
              value={range.from}
              max={range.to || undefined}
              onChange={(event) => setRange({ ...range, from: event.currentTarget.value })}
              error={rangeError}
            />
            <TextInput
              type="date"
              label="To"
              value={range.to}
              min={range.from || undefined}
              onChange={(event) => setRange({ ...range, to: event.currentTarget.value })}
            />
          </Group>
        </Stack>
      </Paper>
      {checked.success ? (
        <Takings range={range} />
      ) : (
        <Text>Choose a period to see its takings.</Text>
      )}
    </Stack>
  );
}
