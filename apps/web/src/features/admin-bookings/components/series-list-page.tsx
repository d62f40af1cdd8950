import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  APP_ROUTES,
  isOneOf,
  repeatsWords,
  routePath,
  SERIES_STATUSES,
  slotRanges,
  type SeriesStatus,
} from '@padel/contracts';
import { Link, useSearchParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { failureMessage } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { formatLongDate } from '@/lib/venue-time';
import { useSeriesList } from '../api/booking-series';
import classes from './series.module.css';
import { darkTitle } from './walk-in-booked';

const STATUS_CHOICES = [
  { value: 'active', label: 'Active' },
  { value: 'ended', label: 'Ended' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
];

/**
 * Weekly series (docs/screens.md#series-list): the regulars' series with their next date; those
 * ending within two weeks say so, for staff to ask about renewal.
 */
export function SeriesListPage() {
  usePageTitle('Weekly series');
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') ?? 'active';
  const status: SeriesStatus | undefined = isOneOf(SERIES_STATUSES, asked) ? asked : undefined;
  const list = useSeriesList(status);

  let content;
  if (list.isPending) content = <LoadingStatus label="Loading the series..." />;
  else if (list.isError) {
    content = (
      <Alert color="red" title="Could not load the series" styles={darkTitle('red')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failureMessage(list.error, 'Failed to load the series.')}</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (list.data.length === 0) {
    content = (
      <Paper withBorder p="md">
        <Text role="status">No {status ?? ''} series.</Text>
      </Paper>
    );
  } else {
    // Those to ask about renewal first, then by their next date.
    const rows = [...list.data].sort(
      (a, b) =>
        Number(b.renewalDue) - Number(a.renewalDue) ||
        (a.nextDate ?? a.endDate).localeCompare(b.nextDate ?? b.endDate),
    );
    content = (
      <ul className={classes.dates} aria-label="Series">
        {rows.map((series) => (
          <li
            key={series.id}
            className={classes.date}
            data-conflict={series.renewalDue ? 'true' : undefined}
          >
            <span className={classes.day}>
              <Anchor
                component={Link}
                to={routePath(APP_ROUTES.seriesDetail, { id: series.id })}
                fw={600}
              >
                {series.customerName}
              </Anchor>
            </span>
            <span className={classes.state}>
              {repeatsWords(series.everyWeeks, series.weekday)}, {series.selectedCourt},{' '}
              {slotRanges(series.selectedSlots).join(', ')}
              {series.nextDate ? `. Next: ${formatLongDate(series.nextDate)}` : ''}.
              {series.renewalDue && ` Ends ${formatLongDate(series.endDate)}: ask about renewal.`}
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={1} size="h2">
          Weekly series
        </Title>
        <Button component={Link} to={routePath(APP_ROUTES.seriesNew)}>
          Add series
        </Button>
      </Group>
      <NativeSelect
        label="Status"
        data={STATUS_CHOICES}
        value={status ?? 'all'}
        onChange={(event) => setParams({ status: event.currentTarget.value })}
        maw={240}
      />
      {content}
    </Stack>
  );
}
