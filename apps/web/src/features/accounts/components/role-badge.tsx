import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { ROLE_LABELS, type UserRole } from '@padel/contracts';

/**
 * Role badges with distinct styles (see docs/screens.md#role-management): Owner (stored `admin`)
 * dark blue, Staff dark violet, moderator light violet, user light grey. Every pair keeps WCAG AA
 * contrast.
 */
const ROLE_STYLES: Record<UserRole, { color: string; c: string }> = {
  admin: { color: 'blue.8', c: 'white' },
  staff: { color: 'violet.8', c: 'white' },
  moderator: { color: 'violet.1', c: 'violet.9' },
  user: { color: 'gray.2', c: 'dark.9' },
};

export function RoleBadge({ role }: { role: UserRole }) {
  const style = ROLE_STYLES[role];
  return (
    <Badge color={style.color} variant="filled" c={style.c} radius="sm" tt="none" fw={600}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
