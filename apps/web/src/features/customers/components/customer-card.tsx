import { Anchor, Group, Paper, Text } from '@mantine/core';
import { APP_ROUTES, routePath, type CustomerSummary } from '@padel/contracts';
import { Link } from 'react-router';
import { formatPrice } from '@/lib/format';
import { formatShortDate } from '@/lib/venue-time';
import { CustomerBadges } from './customer-tags';
import { PhoneNumber } from '@/components/ui/phone-number';

/** One customer in the list: who, their totals, their tags; the name opens the profile. */
export function CustomerCard({ customer }: { customer: CustomerSummary }) {
  return (
    <Paper component="li" withBorder p="sm" data-testid="customer-card">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Anchor
            component={Link}
            to={routePath(APP_ROUTES.customerProfile, { phone: customer.id })}
            fw={600}
          >
            {customer.name}
          </Anchor>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <PhoneNumber>{customer.phone}</PhoneNumber>
            {customer.email ? ` · ${customer.email}` : ''}
          </Text>
        </div>
        <CustomerBadges customer={customer} />
      </Group>
      <Text size="sm" mt={4}>
        {customer.visits} {customer.visits === 1 ? 'visit' : 'visits'} ·{' '}
        {formatPrice(customer.spend)}
        {customer.noShows > 0
          ? ` · ${customer.noShows} no-show${customer.noShows === 1 ? '' : 's'}`
          : ''}
        {customer.lastSeen ? ` · last seen ${formatShortDate(customer.lastSeen)}` : ''}
      </Text>
    </Paper>
  );
}
