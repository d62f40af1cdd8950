import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import type { User } from '@padel/contracts';
import { ScrollTable } from '@/components/ui/scroll-table';
import { RoleBadge } from './role-badge';
import { UserActions } from './user-actions';

export interface UserListProps {
  users: User[];
  selfId: number | null;
  onDelete: (user: User) => void;
}

/**
 * The desktop layout of Role Management: Full Name, Email, Role, Actions (see
 * docs/screens.md#role-management).
 */
export function UserTable({ users, selfId, onDelete }: UserListProps) {
  return (
    <ScrollTable label="Users table" minWidth={640}>
      <Table verticalSpacing="sm" withTableBorder aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Full Name</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Role</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {user.firstName} {user.lastName}
                  {user.id === selfId && (
                    <Text span size="sm" fw={400}>
                      {' '}
                      (you)
                    </Text>
                  )}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td>
                <RoleBadge role={user.role} />
              </Table.Td>
              <Table.Td>
                <UserActions user={user} isSelf={user.id === selfId} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
