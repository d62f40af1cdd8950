import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { usePageTitle } from '@/lib/use-page-title';
import { loadReceipt, readReceipt } from '../lib/booking-storage';
import { StoredBookingFacts, FactRow, PriceBreakdown } from './booking-facts';

/**
 * After a booking is made (see docs/screens.md#after-booking): the summary and the link to
 * the customer's own booking page (see docs/bookings.md#customer-page). Survives a reload through
 * sessionStorage.
 */
export function ThankYouPage() {
  const location = useLocation();
  const receipt = readReceipt(location.state) ?? loadReceipt();
  usePageTitle(receipt ? 'Booking received' : 'No booking to show');

  if (!receipt) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>No booking to show</Title>
        <Text>We could not find a booking made in this browser tab.</Text>
        <Button component={Link} to="/">
          Book a court or a table
        </Button>
      </Stack>
    );
  }

  const { booking, accessToken } = receipt;
  const isPadel = booking.bookingType === 'Padel';
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>Booking received</Title>
      <Text>
        Thank you, {booking.customerName}! Your booking is waiting for the venue to confirm it. We
        will e-mail {booking.email} when it is confirmed.
      </Text>
      <Paper withBorder p="md" component="section" aria-label="Your booking">
        <StoredBookingFacts booking={booking}>
          <FactRow term="Status">
            <BookingStatusBadge status={booking.status} size="lg" />
          </FactRow>
        </StoredBookingFacts>
        {isPadel && booking.lines.length > 0 && (
          <PriceBreakdown lines={booking.lines} total={booking.amount} />
        )}
      </Paper>
      <Text>Keep this link to see your booking, its status and to leave feedback later.</Text>
      <Group gap="sm">
        <Button component={Link} to={`/my-booking/${encodeURIComponent(accessToken)}`} size="md">
          View my booking
        </Button>
        <Button component={Link} to="/" variant="default" size="md">
          Book again
        </Button>
      </Group>
    </Stack>
  );
}
