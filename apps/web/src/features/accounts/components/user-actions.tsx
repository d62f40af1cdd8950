import { Button, Group, Text } from '@mantine/core';
import type { User } from '@padel/contracts';
import { Link } from 'react-router';

interface UserActionsProps {
  user: User;
  /** The signed-in admin's own account: it cannot be deleted (see docs/accounts.md#roles). */
  isSelf: boolean;
  onDelete: (user: User) => void;
}

/** Edit (to /edit-user/{id}) and Delete; Delete is disabled, with the reason, on your own row. */
export function UserActions({ user, isSelf, onDelete }: UserActionsProps) {
  const noteId = `user-${user.id}-delete-note`;
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <div>
      <Group gap={6} wrap="nowrap">
        <Button
          size="compact-sm"
          variant="default"
          component={Link}
          to={`/edit-user/${user.id}`}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Button>
        <Button
          size="compact-sm"
          color="red.9"
          disabled={isSelf}
          aria-label={`Delete ${name}`}
          aria-describedby={isSelf ? noteId : undefined}
          onClick={() => onDelete(user)}
        >
          Delete
        </Button>
      </Group>
      {isSelf && (
        <Text id={noteId} size="xs" c="dimmed" mt={4}>
          You cannot delete your own account.
        </Text>
      )}
    </div>
  );
}
