import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import type { CounterCustomer as Customer } from '@padel/contracts';

/**
 * Who the phone typed at the counter is (docs/screens.md#walk-in): a known customer's badges,
 * Member (they pay the member price), Coach and Blocked (no online bookings), or a new customer.
 * Light badges with dark text keep WCAG AA contrast.
 */
export function CounterCustomer({ customer }: { customer: Customer | null | undefined }) {
  if (customer === undefined) return null;
  return (
    <Group gap="xs" aria-live="polite" role="status" aria-label="Customer">
      {customer === null ? (
        <Text size="sm">New customer</Text>
      ) : (
        <>
          <Text size="sm">Known customer</Text>
          {customer.tags.includes('member') && (
            <Badge c="dark.9" color="teal.2" variant="filled" tt="none" radius="sm">
              Member
            </Badge>
          )}
          {customer.tags.includes('coach') && (
            <Badge c="dark.9" color="gray.3" variant="filled" tt="none" radius="sm">
              Coach
            </Badge>
          )}
          {customer.blocked && (
            <Badge c="dark.9" color="red.2" variant="filled" tt="none" radius="sm">
              Blocked
            </Badge>
          )}
        </>
      )}
    </Group>
  );
}
