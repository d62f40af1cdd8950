import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  APP_ROUTES,
  MOVEMENT_METHOD_WORDS,
  REFUND_DUE_WORDS,
  REFUND_HOW_WORDS,
  REFUND_LIST_WORDS,
  refundListQuerySchema,
  routePath,
  type RefundItem,
} from '@padel/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { failureMessage } from '@/lib/failure-message';
import { formatPrice } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { formatVenueDateTime, venueToday } from '@/lib/venue-time';
import { useRefunds, type RefundQuery } from '../api/get-refunds';
import { RefundRecordForm } from './refund-record-form';

/** "Booking #12", "Order #7": what the money was for. */
const refundLabel = (refund: RefundItem) =>
  `${refund.kind === 'booking' ? 'Booking' : 'Order'} #${refund.id}`;

/** Where a refund's booking or order is seen in full. */
const refundLink = (refund: RefundItem) =>
  refund.kind === 'booking'
    ? `/${routePath(APP_ROUTES.bookingDetail, { id: refund.id })}`
    : `/${APP_ROUTES.orderList}`;

/** A list's three states before its items: loading, failed (with Try again), or empty. */
function ListState({
  list,
  what,
  empty,
  children,
}: {
  list: ReturnType<typeof useRefunds>;
  what: string;
  empty: string;
  children: (refunds: RefundItem[]) => ReactNode;
}) {
  if (list.isPending) return <LoadingStatus label={`Loading the ${what}...`} />;
  if (list.isError && !list.data) {
    return (
      <Alert color="red" title={`Could not load the ${what}`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failureMessage(list.error, `Failed to fetch the ${what}.`)}</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (list.data.refunds.length === 0) {
    return (
      <Paper withBorder p="md">
        <Text role="status">{empty}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {children(list.data.refunds)}
    </Stack>
  );
}

function RefundHeading({ refund }: { refund: RefundItem }) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs">
      <div>
        <Anchor component={Link} to={refundLink(refund)} fw={600}>
          {refundLabel(refund)}
        </Anchor>
        <Text size="sm">{refund.customerName}</Text>
      </div>
      <Text fw={700}>{formatPrice(refund.amount)}</Text>
    </Group>
  );
}

function DueRefunds() {
  const list = useRefunds({ status: 'due' });
  return (
    <ListState list={list} what="refunds due" empty={REFUND_LIST_WORDS.noneDue}>
      {(refunds) =>
        refunds.map((refund) => (
          <Paper component="li" withBorder p="md" key={refund.refundId}>
            <Stack gap="xs">
              <RefundHeading refund={refund} />
              <Text size="sm">
                Paid by {MOVEMENT_METHOD_WORDS[refund.dueMethod]}:{' '}
                {REFUND_DUE_WORDS[refund.dueMethod]}
              </Text>
              {refund.reason && <Text size="sm">Owner’s reason: {refund.reason}</Text>}
              <Group gap="xs">
                {/* Dark text on a pale fill, as the app's other badges: light yellow fails contrast. */}
                <Badge
                  c="dark.9"
                  color={refund.madeBy === 'staff' ? 'yellow.2' : 'blue.2'}
                  radius="sm"
                  tt="none"
                  fw={600}
                >
                  {refund.madeBy === 'staff'
                    ? REFUND_LIST_WORDS.byStaff
                    : REFUND_LIST_WORDS.byProvider}
                </Badge>
                <Text size="xs">Due since {formatVenueDateTime(refund.dueSince)}</Text>
              </Group>
              {refund.madeBy === 'staff' && (
                <RefundRecordForm refund={refund} label={refundLabel(refund)} />
              )}
            </Stack>
          </Paper>
        ))
      }
    </ListState>
  );
}

function DoneRefunds({ query }: { query: RefundQuery }) {
  const list = useRefunds(query);
  return (
    <ListState list={list} what="refunds done" empty={REFUND_LIST_WORDS.noneDone}>
      {(refunds) =>
        refunds.map((refund) => (
          <Paper component="li" withBorder p="md" key={refund.refundId}>
            <Stack gap={4}>
              <RefundHeading refund={refund} />
              <Text size="sm">
                {refund.method ? REFUND_HOW_WORDS[refund.method] : 'Refunded'}
                {refund.refundedAt && `, ${formatVenueDateTime(refund.refundedAt)}`}
              </Text>
              {refund.reference && <Text size="xs">Reference: {refund.reference}</Text>}
            </Stack>
          </Paper>
        ))
      }
    </ListState>
  );
}

/**
 * The refunds to follow (docs/payments.md#refunds-to-follow, docs/screens.md#refunds): every
 * refund due first, until it is done, with the form for those staff pay back themselves; then the
 * ones done on a range of business days, with how and when they went back.
 */
export function RefundsPage() {
  usePageTitle(REFUND_LIST_WORDS.title);
  const today = useMemo(() => venueToday(), []);
  const [range, setRange] = useState({ from: today, to: today });
  // The server's own rule, told before asking: the last date is not before the first.
  const checked = refundListQuerySchema.safeParse({ status: 'done', ...range });
  const rangeError = checked.success ? undefined : checked.error.issues[0]?.message;

  return (
    <Stack gap="lg">
      <Title order={1}>{REFUND_LIST_WORDS.title}</Title>
      <Stack component="section" aria-labelledby="refunds-due" gap="sm">
        <Title order={2} id="refunds-due" size="h3">
          {REFUND_LIST_WORDS.due}
        </Title>
        <DueRefunds />
      </Stack>
      <Stack component="section" aria-labelledby="refunds-done" gap="sm">
        <Title order={2} id="refunds-done" size="h3">
          {REFUND_LIST_WORDS.done}
        </Title>
        <Group gap="md" align="flex-start">
          <TextInput
            type="date"
            label="From"
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.currentTarget.value })}
            error={rangeError}
          />
          <TextInput
            type="date"
            label="To"
            value={range.to}
            onChange={(event) => setRange({ ...range, to: event.currentTarget.value })}
          />
        </Group>
        {checked.success ? (
          <DoneRefunds query={{ status: 'done', ...range }} />
        ) : (
          <Text>Choose the days to see their refunds.</Text>
        )}
      </Stack>
    </Stack>
  );
}
