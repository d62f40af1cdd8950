import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { APP_ROUTES, routePath, type CustomerProfile } from '@padel/contracts';
import { Link, useParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { isNotFound, serverMessageOf } from '@/lib/failure-message';
import { formatPrice } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { formatShortDate } from '@/lib/venue-time';
import { useCustomer } from '../api/get-customer';
import { CustomerHistory } from './customer-history';
import { CustomerNotesForm } from './customer-notes-form';
import { CustomerTagToggles } from './customer-tag-toggles';
import factList from '@/components/ui/fact-list.module.css';
import { PhoneNumber } from '@/components/ui/phone-number';

/** The totals of docs/customers.md#totals. */
function CustomerTotals({ customer }: { customer: CustomerProfile }) {
  return (
    <dl className={factList.facts}>
      <dt>Phone</dt>
      <dd>
        <Anchor size="sm" href={`tel:${customer.phone}`} c="blue.8">
          <PhoneNumber>{customer.phone}</PhoneNumber>
        </Anchor>
      </dd>
      <dt>E-mail</dt>
      <dd>{customer.email ?? 'Not given'}</dd>
      <dt>Visits</dt>
      <dd>{customer.visits}</dd>
      <dt>Spend</dt>
      <dd>{formatPrice(customer.spend)}</dd>
      <dt>No-shows</dt>
      <dd>{customer.noShows}</dd>
      <dt>Cancellations</dt>
      <dd>
        {customer.cancellations}
        {customer.lateCancellations > 0 ? ` (${customer.lateCancellations} late)` : ''}
      </dd>
      {customer.feesOwed > 0 && (
        <>
          <dt>Fees owed</dt>
          <dd>{formatPrice(customer.feesOwed)}</dd>
        </>
      )}
      <dt>Last seen</dt>
      <dd>{customer.lastSeen ? formatShortDate(customer.lastSeen) : 'Not yet'}</dd>
    </dl>
  );
}

function ProfileContent({ customer }: { customer: CustomerProfile }) {
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {customer.name}
          </Title>
          <CustomerTotals customer={customer} />
          <CustomerTagToggles customer={customer} />
        </Stack>
      </Paper>
      <CustomerNotesForm key={customer.id} customer={customer} />
      <CustomerHistory customer={customer} />
    </Stack>
  );
}

/**
 * One customer (see docs/screens.md#customer-profile): totals, tags and block, staff's notes, and
 * every booking, order and queue entry, each a link to its own screen.
 */
export function CustomerProfilePage() {
  usePageTitle('Customer');
  const { phone = '' } = useParams();
  const customer = useCustomer(phone);

  let content;
  if (customer.isPending) {
    content = <LoadingStatus label="Loading customer..." />;
  } else if (customer.isError && isNotFound(customer.error)) {
    content = (
      <Paper withBorder p="lg">
        <Text role="status">No booking or order was made with {phone}.</Text>
      </Paper>
    );
  } else if (customer.isError) {
    content = (
      <Alert color="red" title="Could not load the customer">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {serverMessageOf(customer.error) ?? 'Failed to fetch the customer.'}
          </Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void customer.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = <ProfileContent customer={customer.data} />;
  }

  return (
    <Stack gap="lg">
      <Group>
        <Anchor component={Link} to={routePath(APP_ROUTES.customers)}>
          Back to customers
        </Anchor>
      </Group>
      {content}
    </Stack>
  );
}
