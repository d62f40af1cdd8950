import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BlockedContact } from '@padel/contracts';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ApiRequestError } from '@/lib/api-client';
import { formatVenueDateTime } from '@/lib/venue-time';
import { useBlockedContacts } from '../api/get-blocked-contacts';
import { useUnblockContact } from '../api/unblock-contact';
import classes from './contact-checks.module.css';

const UNBLOCK_FAILED = 'The block could not be removed. Please try again.';

function BlockedItem({
  blocked,
  onRemove,
}: {
  blocked: BlockedContact;
  onRemove: (blocked: BlockedContact) => void;
}) {
  return (
    <Paper component="li" withBorder p="md">
      <Group justify="space-between" align="center" gap="sm">
        <div className={classes.contact}>
          <Text fw={700}>{blocked.contact}</Text>
          {blocked.reason && <Text size="sm">{blocked.reason}</Text>}
          <Text size="sm" c="gray.7">
            Blocked {formatVenueDateTime(blocked.createdAt)}
          </Text>
        </div>
        <Button
          size="md"
          variant="outline"
          color="red"
          aria-label={`Remove the block of ${blocked.contact}`}
          onClick={() => onRemove(blocked)}
        >
          Remove
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * The phone numbers and e-mails that may not book online, in their order
 * (docs/screens.md#blocked-contacts), each with Remove (confirmed).
 */
export function BlockedContactList() {
  const blocked = useBlockedContacts();
  const [removing, setRemoving] = useState<BlockedContact | null>(null);
  const unblock = useUnblockContact();

  const confirm = () => {
    if (!removing) return;
    unblock.mutate(removing.id, {
      onSuccess: (answer) => {
        setRemoving(null);
        notifications.show({ color: 'green', message: answer.message });
      },
      onError: (failure) => {
        setRemoving(null);
        const message = failure instanceof ApiRequestError ? failure.serverMessage : undefined;
        notifications.show({ color: 'red', message: message ?? UNBLOCK_FAILED });
      },
    });
  };

  if (blocked.isPending) return <LoadingStatus label="Loading blocked contacts..." />;
  if (blocked.isError) {
    return (
      <Alert color="red" title="Could not load the blocked contacts">
        <Button size="md" variant="outline" color="red" onClick={() => void blocked.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (blocked.data.length === 0) {
    return (
      <Paper withBorder p="lg">
        <Text role="status">No blocked contacts.</Text>
      </Paper>
    );
  }
  return (
    <>
      <Stack component="ul" gap="sm" className={classes.list} aria-label="Blocked contacts">
        {blocked.data.map((item) => (
          <BlockedItem key={item.id} blocked={item} onRemove={setRemoving} />
        ))}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        title="Remove this block?"
        confirmLabel="Remove block"
        autoFocus="cancel"
        working={unblock.isPending}
        onConfirm={confirm}
        onClose={() => setRemoving(null)}
      >
        {removing && <Text>{removing.contact} can book online again.</Text>}
      </ConfirmModal>
    </>
  );
}
