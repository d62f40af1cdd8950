import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { RoleBadge } from './role-badge';
import { UserActions } from './user-actions';
import type { UserListProps } from './user-table';
import classes from './user-cards.module.css';

/** The phone layout of Role Management (< 768 px): one card per user. */
export function UserCards({ users, selfId, onDelete }: UserListProps) {
  return (
    <Stack component="ul" gap="sm" className={classes.cards} aria-label="Users">
      {users.map((user) => (
        <Paper component="li" key={user.id} withBorder p="md" data-testid="user-card">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Title order={2} size="h5" className={classes.wrap}>
                {user.firstName} {user.lastName}
                {user.id === selfId && ' (you)'}
              </Title>
              <div style={{ flexShrink: 0 }}>
                <RoleBadge role={user.role} />
              </div>
            </Group>
            <Text size="sm" className={classes.wrap}>
              {user.email}
            </Text>
            <UserActions user={user} isSelf={user.id === selfId} onDelete={onDelete} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
