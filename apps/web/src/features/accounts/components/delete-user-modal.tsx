import { Text } from '@mantine/core';
import type { User } from '@padel/contracts';
import { ConfirmModal } from '@/components/ui/confirm-modal';

const QUESTION = 'Are you sure you want to delete this user? This action cannot be undone.';

interface DeleteUserModalProps {
  user: User | null;
  working: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before a user is deleted (see docs/screens.md#role-management). */
export function DeleteUserModal({ user, working, onConfirm, onClose }: DeleteUserModalProps) {
  return (
    <ConfirmModal
      opened={user !== null}
      title="Delete user"
      confirmLabel="Delete"
      confirmColor="red.9"
      autoFocus="cancel"
      working={working}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {user && (
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {user.firstName} {user.lastName} ({user.email})
        </Text>
      )}
      <Text>{QUESTION}</Text>
    </ConfirmModal>
  );
}
