import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { formatLongDate } from '@/lib/venue-time';
import { useNextBookingDate } from '../api/get-next-booking-date';

/**
 * An empty day of the booking list names the day and leads to the next day that has bookings
 * (see docs/screens.md#booking-list), so staff need not click through empty days.
 */
export function EmptyDay({ date, onGoTo }: { date: string; onGoTo: (date: string) => void }) {
  const next = useNextBookingDate(date);
  const nextDate = next.data?.date ?? null;
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs" align="flex-start">
        <Text role="status">No bookings on {formatLongDate(date)}</Text>
        {nextDate && (
          <Anchor component="button" type="button" onClick={() => onGoTo(nextDate)}>
            Next day with bookings: {formatLongDate(nextDate)}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
