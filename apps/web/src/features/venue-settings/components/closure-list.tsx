import '@mantine/core/styles/Table.css';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Closure } from '@padel/contracts';
import { useId, useState } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import factList from '@/components/ui/fact-list.module.css';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatVenueDateTime } from '@/lib/venue-time';
import { useDeleteClosure } from '../api/delete-closure';
import { cancelledText, closureCourts, closureHours } from '../lib/closure-calendar';
import { failureMessage } from '../lib/form-issues';
import { closureDates, closureSummary } from './closure-text';
import classes from './venue-settings.module.css';

/** Below 768 px the closures show as cards, like the other admin lists. */
const PHONE_QUERY = '(max-width: 47.99em)';

const createdText = (closure: Closure) =>
  `${formatVenueDateTime(closure.createdAt)}${closure.createdBy ? ` by ${closure.createdBy}` : ''}`;

interface RemoveProps {
  onRemove: (closure: Closure) => void;
}

function RemoveButton({ closure, onRemove }: RemoveProps & { closure: Closure }) {
  return (
    <Button
      size="xs"
      variant="outline"
      color="red"
      aria-label={`Remove closure: ${closureSummary(closure)}`}
      onClick={() => onRemove(closure)}
    >
      Remove
    </Button>
  );
}

function ClosureTable({ closures, onRemove }: RemoveProps & { closures: Closure[] }) {
  return (
    <ScrollTable label="Closures" minWidth={880}>
      <Table striped aria-label="Closures" className={classes.closureTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Dates</Table.Th>
            <Table.Th scope="col">Courts</Table.Th>
            <Table.Th scope="col">Hours</Table.Th>
            <Table.Th scope="col">Reason</Table.Th>
            <Table.Th scope="col">Cancelled</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
            <Table.Th scope="col">
              <span className={classes.srOnly}>Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {closures.map((closure) => (
            <Table.Tr key={closure.id}>
              <Table.Td>{closureDates(closure)}</Table.Td>
              <Table.Td>{closureCourts(closure)}</Table.Td>
              <Table.Td>{closureHours(closure)}</Table.Td>
              <Table.Td className={classes.wrap}>{closure.reason}</Table.Td>
              <Table.Td>{cancelledText(closure.cancelledBookings)}</Table.Td>
              <Table.Td>{createdText(closure)}</Table.Td>
              <Table.Td>
                <RemoveButton closure={closure} onRemove={onRemove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function ClosureCard({ closure, onRemove }: RemoveProps & { closure: Closure }) {
  const titleId = useId();
  return (
    <Paper component="li" withBorder p="md" aria-labelledby={titleId} data-testid="closure-card">
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {closureDates(closure)}
        </Title>
        <dl className={factList.facts}>
          <dt>Courts</dt>
          <dd>{closureCourts(closure)}</dd>
          <dt>Hours</dt>
          <dd>{closureHours(closure)}</dd>
          <dt>Reason</dt>
          <dd>{closure.reason}</dd>
          <dt>Cancelled</dt>
          <dd>{cancelledText(closure.cancelledBookings)}</dd>
          <dt>Created</dt>
          <dd>{createdText(closure)}</dd>
        </dl>
        <Group>
          <RemoveButton closure={closure} onRemove={onRemove} />
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Every closure, latest first (see docs/venue-settings.md#closures): a table on desktop, cards on
 * a phone. Removing one opens the courts again; the bookings it cancelled stay cancelled.
 */
export function ClosureList({ closures }: { closures: Closure[] }) {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [removing, setRemoving] = useState<Closure | null>(null);
  const remove = useDeleteClosure();

  const confirm = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (answer) => {
        setRemoving(null);
        notifications.show({ color: 'green', message: answer.message });
      },
      onError: (failure) => {
        setRemoving(null);
        notifications.show({
          color: 'red',
          message: failureMessage(failure, 'The closure could not be removed. Please try again.'),
        });
      },
    });
  };

  if (closures.length === 0) {
    return (
      <Paper withBorder p="lg">
        <Text role="status">No closures yet.</Text>
      </Paper>
    );
  }
  return (
    <>
      {isPhone ? (
        <Stack component="ul" gap="sm" className={classes.list} aria-label="Closures">
          {closures.map((closure) => (
            <ClosureCard key={closure.id} closure={closure} onRemove={setRemoving} />
          ))}
        </Stack>
      ) : (
        <ClosureTable closures={closures} onRemove={setRemoving} />
      )}
      <ConfirmModal
        opened={removing !== null}
        title="Remove this closure?"
        confirmLabel="Remove closure"
        confirmColor="red"
        autoFocus="cancel"
        working={remove.isPending}
        onConfirm={confirm}
        onClose={() => setRemoving(null)}
      >
        {removing && (
          <Text>
            The closure of {closureSummary(removing)} ends, and those courts take new bookings
            again. The bookings it cancelled stay cancelled.
          </Text>
        )}
      </ConfirmModal>
    </>
  );
}
