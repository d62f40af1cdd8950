import '@mantine/core/styles/Input.css';
import { Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatPrice, type DayCloseAnswer } from '@padel/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { LoadingStatus } from '@/components/ui/loading-status';
import { serverMessageOf } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useDayClose } from '../api/day-close';
import { DayReport, MethodTable, SectionTables } from './day-report';
import { DrawerCountForm } from './drawer-count-form';
import { OpenItems, RefundsDueItem } from './open-items';
import { TillMovementForm } from './till-movement-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** An open day: what blocks it, the takings without cash, the drawer's movements and count. */
function OpenDay({
  open,
  onBlocked,
}: {
  open: Extract<DayCloseAnswer, { status: 'open' }>;
  onBlocked: () => void;
}) {
  const { report } = open;
  return (
    <Stack gap="md">
      <Section title={`Open items (${report.blocks.length})`}>
        <OpenItems blocks={report.blocks} />
        <RefundsDueItem />
      </Section>
      <Section title="Takings so far">
        <Text size="sm">
          Cash is not shown until the drawer is counted. Other methods: {formatPrice(report.total)}{' '}
          in {report.movementCount} movements.
        </Text>
        <SectionTables report={report} />
        <MethodTable report={report} />
      </Section>
      <Section title="Drawer movements">
        <Text size="sm">The opening float, and cash paid in or out, each with its reason.</Text>
        <TillMovementForm />
      </Section>
      <Section title="Count the drawer">
        <DrawerCountForm
          day={open.businessDay}
          openItems={report.blocks.length}
          tolerance={open.drawerTolerance}
          onBlocked={onBlocked}
        />
      </Section>
    </Stack>
  );
}

/**
 * Close the day (docs/till.md#day-close): the business day's report, blind while it is open,
 * with what still blocks it; staff count the drawer and close it; a closed day's report as it
 * was closed, to print or export. Owner and staff alike.
 */
export function DayClosePage() {
  usePageTitle('Close the day');
  const [params, setParams] = useSearchParams();
  const chosen = params.get('date') ?? undefined;
  const day = useDayClose(chosen);

  const body = () => {
    if (day.isPending) return <LoadingStatus label="Loading the day..." />;
    if (day.isError) {
      return (
        <LoadError
          title="Could not load the day"
          message={serverMessageOf(day.error) ?? 'Failed to fetch the day.'}
          onRetry={() => void day.refetch()}
        />
      );
    }
    return day.data.status === 'closed' ? (
      <DayReport closed={day.data} />
    ) : (
      <OpenDay open={day.data} onBlocked={() => void day.refetch()} />
    );
  };

  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        Close the day
      </Title>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label="Business day"
          description={
            day.data
              ? `Starts at ${String(day.data.startHour).padStart(2, '0')}:00; money before then counts on the day before.`
              : undefined
          }
          value={chosen ?? day.data?.businessDay ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setParams(value ? { date: value } : {});
          }}
        />
        {day.data && (
          <Text size="sm" fw={600} role="status">
            {day.data.status === 'closed' ? 'Closed' : 'Open'}
          </Text>
        )}
      </Group>
      {body()}
    </Stack>
  );
}
