import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  APP_ROUTES,
  repeatsWords,
  routePath,
  slotRanges,
  type CustomerHistoryEntry,
  type CustomerProfile,
  type SeriesSummary,
} from '@padel/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { formatPrice } from '@/lib/format';
import { formatShortDate } from '@/lib/venue-time';

/** Where an entry is seen in full: a booking's detail, or the order's card in the order list. */
function entryPath(entry: CustomerHistoryEntry): string {
  if (entry.kind === 'booking') return routePath(APP_ROUTES.bookingDetail, { id: entry.id });
  const list = routePath(APP_ROUTES.orderList);
  return `${list}?${new URLSearchParams({ status: entry.status })}#order-${entry.id}`;
}

function HistoryEntry({ entry }: { entry: CustomerHistoryEntry }) {
  const name = entry.kind === 'booking' ? `Booking #${entry.id}` : `Order #${entry.id}`;
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Anchor component={Link} to={entryPath(entry)} fw={600}>
            {name}
          </Anchor>
          <Text size="sm">
            {formatShortDate(entry.date)} · {entry.summary} · {formatPrice(entry.amount)}
          </Text>
        </div>
        {entry.kind === 'booking' ? (
          <BookingStatusBadge status={entry.status} wrap />
        ) : (
          <Text size="sm" fw={600}>
            {entry.status}
          </Text>
        )}
      </Group>
    </Paper>
  );
}

const LIST_STYLE = { listStyle: 'none' } as const;

/** A weekly series of theirs, leading to its page: "Every Tuesday, 08:00 PM - 09:00 PM, Court 1". */
function SeriesEntry({ series }: { series: SeriesSummary }) {
  return (
    <Paper component="li" withBorder p="sm">
      <Anchor component={Link} to={routePath(APP_ROUTES.seriesDetail, { id: series.id })} fw={600}>
        {repeatsWords(series.everyWeeks, series.weekday)},{' '}
        {slotRanges(series.selectedSlots).join(', ')}, {series.selectedCourt}
      </Anchor>
      <Text size="sm">
        {formatShortDate(series.startDate)} to {formatShortDate(series.endDate)} · {series.status}
      </Text>
    </Paper>
  );
}

/**
 * Their weekly series, bookings and orders newest first, then the café-table queue entries
 * (docs/customers.md).
 */
export function CustomerHistory({ customer }: { customer: CustomerProfile }) {
  const headingId = useId();
  const queueId = useId();
  const seriesId = useId();
  return (
    <Stack gap="md">
      {customer.series.length > 0 && (
        <section aria-labelledby={seriesId}>
          <Title order={2} size="h4" id={seriesId} mb="xs">
            Weekly series
          </Title>
          <Stack gap="xs" component="ul" p={0} m={0} style={LIST_STYLE}>
            {customer.series.map((series) => (
              <SeriesEntry key={series.id} series={series} />
            ))}
          </Stack>
        </section>
      )}
      <section aria-labelledby={headingId}>
        <Title order={2} size="h4" id={headingId} mb="xs">
          Bookings and orders
        </Title>
        {customer.history.length === 0 ? (
          <Text>No bookings or orders.</Text>
        ) : (
          <Stack gap="xs" component="ol" p={0} m={0} style={LIST_STYLE}>
            {customer.history.map((entry) => (
              <HistoryEntry key={`${entry.kind}-${entry.id}`} entry={entry} />
            ))}
          </Stack>
        )}
      </section>
      {customer.queue.length > 0 && (
        <section aria-labelledby={queueId}>
          <Title order={2} size="h4" id={queueId} mb="xs">
            Waiting for a café table
          </Title>
          <Stack gap="xs" component="ul" p={0} m={0} style={LIST_STYLE}>
            {customer.queue.map((entry) => (
              <Paper key={entry.id} component="li" withBorder p="sm">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {formatShortDate(entry.date)} · {entry.name} · {entry.email}
                  {entry.notified ? ' · told of a free table' : ''}
                </Text>
              </Paper>
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
