import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useBooking } from '../api/get-booking';
import { isNotFound } from '@/lib/failure-message';
import { sessionCan } from '@/lib/access';
import { BookingHistory } from './booking-history';
import { BookingDetailCard } from './booking-detail-card';
import classes from './booking-detail.module.css';

const NO_BOOKINGS = 'No bookings found for this user.';

/** Complete Booking Information (see docs/screens.md#booking-detail): one card per booking. */
export function BookingDetailPage() {
  usePageTitle('Booking detail');
  const { id = '' } = useParams();
  const validId = /^[1-9]\d{0,15}$/.test(id);
  const booking = useBooking(id);

  let content;
  if (!validId) {
    content = <Text role="alert">Booking ID is missing.</Text>;
  } else if (booking.isPending) {
    content = <LoadingStatus label="Loading booking..." />;
  } else if (booking.isError && !isNotFound(booking.error)) {
    content = (
      <Alert color="red" title="Could not load the booking">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Failed to fetch bookings data.</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void booking.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!booking.data || booking.data.length === 0) {
    content = (
      <Paper withBorder p="lg">
        <Text role="status">{NO_BOOKINGS}</Text>
      </Paper>
    );
  } else {
    content = booking.data.map((item) => (
      <Stack key={item.id} gap="lg">
        <BookingDetailCard booking={item} />
        {/* The history is read from the audit log, the owner's (docs/accounts.md#roles). */}
        {sessionCan('audit-log') && (
          <div className={classes.noPrint}>
            <BookingHistory bookingId={item.id} />
          </div>
        )}
      </Stack>
    ));
  }

  return (
    <Stack gap="lg">
      <div className={classes.noPrint}>
        <Anchor component={Link} to="/booking-list" size="sm">
          ← Back to Booking Management
        </Anchor>
        <Title order={1} mt="xs">
          Complete Booking Information
        </Title>
      </div>
      {content}
    </Stack>
  );
}
