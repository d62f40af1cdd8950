import { Button, Stack, Text, Title } from '@mantine/core';
import { venueNow } from '@padel/contracts';
import { Link, useSearchParams } from 'react-router';
import { appConfig } from '@/lib/app-config';
import { usePageTitle } from '@/lib/use-page-title';
import { toUsDate } from '../lib/calendar-dates';
import { readQueueChoice } from '../lib/queue-link';
import { QueueForm } from './queue-form';

/**
 * A café hour shown BOOKED leads here (docs/bookings.md#queue): the queue form for its date and
 * hour, the same form and call as after a refused table booking.
 */
export function JoinQueuePage() {
  usePageTitle('Join the queue');
  const [params] = useSearchParams();
  const today = venueNow(appConfig.venueTimezone, new Date()).date;
  const choice = readQueueChoice(params, today);
  const back = `/?${new URLSearchParams({
    bookingTypes: 'Table',
    ...(choice ? { formattedDate: toUsDate(choice.date) } : {}),
  }).toString()}`;

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Join the queue for this hour</Title>
      {choice ? (
        <QueueForm selectedDate={choice.date} hour={choice.hour} customerName="" email="" />
      ) : (
        <Text role="alert" fw={600}>
          This link has no date or hour we can queue for. Please choose a café hour on the calendar.
        </Text>
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
