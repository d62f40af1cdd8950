import '@mantine/core/styles/Badge.css';
import { Badge, Group } from '@mantine/core';
import type { CustomerSummary } from '@padel/contracts';

const TAG_LABELS = { member: 'Member', coach: 'Coach' } as const;

/** A customer's tags and block as small badges; dark text on light colours keeps AA contrast. */
export function CustomerBadges({
  customer,
}: {
  customer: Pick<CustomerSummary, 'tags' | 'blocked'>;
}) {
  if (customer.tags.length === 0 && !customer.blocked) return null;
  return (
    <Group gap={4}>
      {customer.tags.map((tag) => (
        <Badge key={tag} c="dark.9" color="blue.1" variant="filled" tt="none" radius="sm">
          {TAG_LABELS[tag]}
        </Badge>
      ))}
      {customer.blocked && (
        <Badge c="dark.9" color="red.2" variant="filled" tt="none" radius="sm">
          Blocked
        </Badge>
      )}
    </Group>
  );
}
