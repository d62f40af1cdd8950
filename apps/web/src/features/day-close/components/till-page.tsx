import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import {
  APP_ROUTES,
  DAY_CLOSE_MESSAGES,
  formatPrice,
  MOVEMENT_KIND_WORDS,
  routePath,
  type TillDay,
} from '@padel/contracts';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { LoadingStatus } from '@/components/ui/loading-status';
import { serverMessageOf } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { formatLongDate, formatVenueTime } from '@/lib/venue-time';
import { useTillDay } from '../api/day-close';
import classes from './day-report.module.css';
import { TillMovementForm } from './till-movement-form';

/** The day's opening floats, pay-ins and pay-outs, oldest first, with who recorded each. */
function TillMovements({ till }: { till: TillDay }) {
  if (till.movements.length === 0) {
    return <Text size="sm">No float, pay-in or pay-out recorded on this business day yet.</Text>;
  }
  return (
    <table className={classes.table}>
      <caption>Movements of {formatLongDate(till.businessDay)}</caption>
      <tbody>
        {till.movements.map((movement) => (
          <tr key={movement.id}>
            <th scope="row">
              {MOVEMENT_KIND_WORDS[movement.kind]}
              <Text span size="xs" c="dimmed" display="block">
                {formatVenueTime(movement.at)}
                {movement.recordedBy ? `, ${movement.recordedBy}` : ''}: {movement.note}
              </Text>
            </th>
            <td>{formatPrice(movement.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The till (docs/till.md#day-close): the opening float, pay-ins and pay-outs of the business day
 * now is in, and the form that records them. Owner and staff alike; the cash taken stays blind
 * until the drawer is counted at the close.
 */
export function TillPage() {
  usePageTitle('Till');
  const till = useTillDay();

  const body = () => {
    if (till.isPending) return <LoadingStatus label="Loading the till..." />;
    if (till.isError) {
      return (
        <LoadError
          title="Could not load the till"
          message={serverMessageOf(till.error) ?? 'Failed to fetch the till.'}
          onRetry={() => void till.refetch()}
        />
      );
    }
    return (
      <>
        {till.data.closed && (
          <Alert color="orange" title="The day is closed">
            {DAY_CLOSE_MESSAGES.tillDayClosed(formatLongDate(till.data.businessDay))}
          </Alert>
        )}
        <Paper withBorder p="md" component="section" aria-label="Today's movements">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Today&apos;s movements
            </Title>
            <TillMovements till={till.data} />
          </Stack>
        </Paper>
      </>
    );
  };

  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        Till
      </Title>
      <Text size="sm">
        The opening float, and cash paid into or out of the drawer, each with its reason. The drawer
        is counted when you{' '}
        <Anchor component={Link} to={routePath(APP_ROUTES.dayClose)}>
          close the day
        </Anchor>
        .
      </Text>
      <Paper withBorder p="md" component="section" aria-label="Record a movement">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Record a movement
          </Title>
          <TillMovementForm />
        </Stack>
      </Paper>
      {body()}
    </Stack>
  );
}
