import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { User } from '@padel/contracts';

const QUESTION = 'Are you sure you want to delete this user? This action cannot be undone.';

interface DeleteUserModalProps {
  user: User | null;
  working: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before a user is deleted (SPEC §8 Users). */
export function DeleteUserModal({ user, working, onConfirm, onClose }: DeleteUserModalProps) {
  return (
    <Modal
      opened={user !== null}
      onClose={working ? () => undefined : onClose}
      title="Delete user"
      centered
      // Rendered inside <main>: a portal at the body end would make the modal's <header> a
      // second banner landmark (axe).
      withinPortal={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={!working}
      closeOnEscape={!working}
    >
      <Stack gap="lg">
        {user && (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {user.firstName} {user.lastName} ({user.email})
          </Text>
        )}
        <Text>{QUESTION}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={working} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={working}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
