import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { BOOKING_MESSAGES } from '@padel/contracts';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { formatLongDate } from '@/lib/venue-time';
import { loadRefusal, readRefusal } from '../lib/booking-storage';
import { toUsDate } from '../lib/calendar-dates';
import { QueueForm } from './queue-form';

/**
 * A booking refused with 409 (see docs/screens.md#after-booking): the padel slot was just taken, or
 * every table is booked; for tables, the customer can join the queue for that date (see
 * docs/bookings.md#queue).
 */
export function BookingNotConfirmedPage() {
  usePageTitle('Booking not confirmed');
  const location = useLocation();
  const refusal = readRefusal(location.state) ?? loadRefusal();

  // Back to the calendar on the same day and booking type.
  const back = refusal
    ? `/?${new URLSearchParams({
        bookingTypes: refusal.bookingType,
        formattedDate: toUsDate(refusal.selectedDate),
      }).toString()}`
    : '/';

  const isTable = refusal?.bookingType === 'Table';
  const explanation = !refusal
    ? 'Your booking was not made. Please choose your hours again.'
    : isTable
      ? BOOKING_MESSAGES.tablesFull
      : BOOKING_MESSAGES.slotTaken;

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Booking not confirmed</Title>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text fw={600}>{explanation}</Text>
          {refusal && (
            <Text>
              Date: {formatLongDate(refusal.selectedDate)}.{' '}
              {isTable
                ? 'You can pick another hour or date, or join the queue below.'
                : 'Nothing was booked or charged. Please pick another hour or court.'}
            </Text>
          )}
        </Stack>
      </Paper>
      {refusal && isTable && (
        <QueueForm
          selectedDate={refusal.selectedDate}
          customerName={refusal.customerName}
          email={refusal.email}
        />
      )}
      <Button
        component={Link}
        to={back}
        variant="outline"
        size="md"
        style={{ alignSelf: 'flex-start' }}
      >
        Back to calendar
      </Button>
    </Stack>
  );
}
