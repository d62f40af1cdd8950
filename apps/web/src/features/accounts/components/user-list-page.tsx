import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { User } from '@padel/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { currentUserId } from '../lib/current-user';
import { withReason } from '../lib/errors';
import { DeleteUserModal } from './delete-user-modal';
import { UserCards } from './user-cards';
import { UserTable } from './user-table';

const FETCH_FAILED = 'Failed to fetch users. Please try again later.';
/** Below 768 px the list shows cards, like Booking Management. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** Role Management (see docs/screens.md#role-management): every account with Edit and Delete. */
export function UserListPage() {
  usePageTitle('Role Management');
  const users = useUsers();
  const deleteUser = useDeleteUser();
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [selfId] = useState(currentUserId);
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  // docs/screens.md#role-management: a failed fetch is announced as a toast; the page keeps a way
  // to try again.
  useEffect(() => {
    if (users.isError) notifications.show({ color: 'red', message: FETCH_FAILED });
  }, [users.isError, users.errorUpdatedAt]);

  const handleDelete = () => {
    if (!toDelete) return;
    deleteUser.mutate(toDelete.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'User deleted successfully.' });
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          message: withReason('Failed to delete user. Please try again.', error),
        });
      },
      onSettled: () => setToDelete(null),
    });
  };

  let content;
  if (users.isPending) {
    content = <LoadingStatus label="Loading users..." />;
  } else if (!users.data) {
    content = (
      <Alert color="red" title="Could not load the users" role="region" aria-label="Load error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{FETCH_FAILED}</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (users.data.length === 0) {
    content = (
      <Paper withBorder p="lg">
        <Text role="status">No users found.</Text>
      </Paper>
    );
  } else {
    const List = isPhone ? UserCards : UserTable;
    content = (
      <Stack gap="md" aria-busy={users.isFetching}>
        <List users={users.data} selfId={selfId} onDelete={setToDelete} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>Role Management</Title>
        <Button component={Link} to="/create-admin">
          Add New Role
        </Button>
      </Group>
      {content}
      <DeleteUserModal
        user={toDelete}
        working={deleteUser.isPending}
        onConfirm={handleDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
