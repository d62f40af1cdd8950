import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { CUSTOMER_SEARCH_MAX } from '@padel/contracts';
import { useSearchParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { serverMessageOf } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useCustomers, type CustomerListQuery } from '../api/get-customers';
import { CustomerCard } from './customer-card';

/** The search and page from the address, so Back and a shared link keep them. */
function readQuery(params: URLSearchParams): CustomerListQuery {
  const asked = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    page: Number.isInteger(asked) && asked > 0 ? asked : 1,
  };
}

function CustomerResults({
  query,
  onPage,
}: {
  query: CustomerListQuery;
  onPage: (page: number) => void;
}) {
  const customers = useCustomers(query);
  if (customers.isPending) return <LoadingStatus label="Loading customers..." />;
  if (customers.isError && !customers.data) {
    return (
      <Alert color="red" title="Could not load the customers">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{serverMessageOf(customers.error) ?? 'Failed to fetch customers.'}</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void customers.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { data } = customers;
  if (data.customers.length === 0) {
    return (
      <Paper withBorder p="lg">
        <Text role="status">
          {query.search ? 'No customer matches this search.' : 'No customers yet.'}
        </Text>
      </Paper>
    );
  }
  return (
    <>
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Customers"
        aria-busy={customers.isFetching}
      >
        {data.customers.map((customer) => (
          <CustomerCard key={customer.id} customer={customer} />
        ))}
      </Stack>
      <PaginationBar
        page={query.page}
        pageSize={data.pageSize}
        total={data.total}
        shown={{ page: query.page, pageSize: data.pageSize, count: data.customers.length }}
        itemsLabel="customers"
        onPageChange={onPage}
      />
    </>
  );
}

/**
 * Customers (see docs/screens.md#customers): everyone who booked or ordered, one per phone number,
 * most recently active first, found by name, phone or e-mail.
 */
export function CustomersPage() {
  usePageTitle('Customers');
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);

  const update = (name: 'search' | 'page', value: string | number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '' || (name === 'page' && value === 1)) next.delete(name);
        else next.set(name, String(value));
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Customers
        </Title>
        <Text mt={4}>Everyone who booked a court or table or ordered from the café.</Text>
      </div>
      <TextInput
        type="search"
        label="Search customers"
        description="Name, phone number or e-mail"
        maxLength={CUSTOMER_SEARCH_MAX}
        value={query.search}
        onChange={(event) => update('search', event.currentTarget.value)}
        maw={420}
      />
      <CustomerResults query={query} onPage={(page) => update('page', page)} />
    </Stack>
  );
}
