import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { HOLD_BUDGET_MESSAGES, type HoldBudgetDay } from '@padel/contracts';
import { LoadError } from '@/components/ui/load-error';
import { LoadingStatus } from '@/components/ui/loading-status';
import { serverMessageOf } from '@/lib/failure-message';
import { useBulkCancel } from '../api/bulk-cancel';
import { useHoldBudget } from '../api/get-hold-budget';
import classes from './contact-checks.module.css';

const CANCEL_FAILED = "The network's holds could not be cancelled. Please try again.";

const hoursText = (hours: number) => (hours === 1 ? '1 slot-hour' : `${hours} slot-hours`);
const bookingsText = (count: number) => (count === 1 ? '1 booking' : `${count} bookings`);

/**
 * Today's online holds without an advance (docs/screens.md#blocked-contacts,
 * docs/security.md#calendar-fill): how much of the day's budget strangers hold and, by network,
 * who holds it, each with one button that cancels that network's holds today (nobody is told: a
 * stranger's made-up contacts get nothing).
 */
export function OnlineHoldsToday() {
  const day = useHoldBudget();
  const cancel = useBulkCancel();

  if (day.isPending) return <LoadingStatus label="Loading today's online holds..." />;
  if (day.isError) {
    return (
      <LoadError
        title="Could not load today's online holds"
        message={serverMessageOf(day.error) ?? "Failed to fetch today's online holds."}
        onRetry={() => void day.refetch()}
      />
    );
  }
  const { full, held, budget, networks, date } = day.data;

  const cancelNetwork = (row: HoldBudgetDay['networks'][number]) =>
    cancel.mutate(
      {
        address: row.network,
        date,
        heldOnly: true,
        reason: HOLD_BUDGET_MESSAGES.cancelReason,
        notifyCustomers: false,
        dryRun: false,
      },
      {
        onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
        onError: (failure) =>
          notifications.show({ color: 'red', message: serverMessageOf(failure) ?? CANCEL_FAILED }),
      },
    );

  return (
    <Paper
      component="section"
      aria-labelledby="online-holds-today"
      withBorder
      p="md"
      bg={full ? 'yellow.0' : undefined}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="online-holds-today">
          {full ? HOLD_BUDGET_MESSAGES.fullToday : 'Online holds today'}
        </Title>
        <Text size="sm">
          {`Held without an advance: ${held} of ${budget} slot-hours.`}
          {full && ' New online customers are asked to call or pay the advance by card.'}
        </Text>
        {networks.length === 0 ? (
          <Text size="sm">No online booking holds today's budget.</Text>
        ) : (
          <Stack component="ul" gap="xs" className={classes.list} aria-label="Networks holding it">
            {networks.map((row) => (
              <Paper component="li" key={row.network} withBorder p="sm">
                <Group justify="space-between" gap="sm">
                  <div className={classes.contact}>
                    <Text fw={700}>{row.network}</Text>
                    <Text size="sm">
                      {`${hoursText(row.hours)} · ${bookingsText(row.bookings)}`}
                    </Text>
                  </div>
                  <Button
                    size="md"
                    variant="outline"
                    color="red"
                    loading={cancel.isPending && cancel.variables?.address === row.network}
                    aria-label={`Cancel the holds of ${row.network} today`}
                    onClick={() => cancelNetwork(row)}
                  >
                    Cancel holds
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
