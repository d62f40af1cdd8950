import { Paper, Stack, Text, Title } from '@mantine/core';
import { AUDIT_PAGE_SIZE_MAX } from '@padel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { actorText, auditLogQueryOptions, changeText } from '@/lib/audit-log';
import { formatVenueDateTime } from '@/lib/venue-time';

/**
 * A booking's history on its detail (see docs/screens.md#booking-detail): who did what and when,
 * with the status before and after, newest first, from the audit log.
 */
export function BookingHistory({ bookingId }: { bookingId: number }) {
  const headingId = useId();
  const history = useQuery(
    auditLogQueryOptions({
      entity: 'booking',
      entityId: String(bookingId),
      pageSize: String(AUDIT_PAGE_SIZE_MAX),
    }),
  );
  let content;
  if (history.isPending) content = <Text role="status">Loading the history...</Text>;
  else if (history.isError) content = <Text c="red">The history could not be loaded.</Text>;
  else if (history.data.entries.length === 0) content = <Text>No changes recorded.</Text>;
  else {
    content = (
      <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {history.data.entries.map((entry) => (
          <Text key={entry.id} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
            <strong>{formatVenueDateTime(entry.at)}</strong> · {actorText(entry)} · {entry.action}
            {changeText(entry) ? ` — ${changeText(entry)}` : ''}
          </Text>
        ))}
      </Stack>
    );
  }
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        History
      </Title>
      {content}
    </Paper>
  );
}
