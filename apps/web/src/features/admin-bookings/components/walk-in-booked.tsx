import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import {
  APP_ROUTES,
  COURT_NAMES,
  formatPrice,
  isPaidInFull,
  paymentHow,
  routePath,
  slotRanges,
  type AdminBooking,
} from '@padel/contracts';
import { Link } from 'react-router';
import { BookingStatusBadge, PaymentStatusBadge } from '@/components/ui/booking-status-badge';
import { formatLongDate } from '@/lib/venue-time';
import classes from './walk-in.module.css';

/**
 * An alert title dark enough for WCAG AA on its light background (Mantine's green-9 is not:
 * walk-in.module.css).
 */
export const darkTitle = (color: 'green' | 'red') => ({
  title: { color: color === 'green' ? '#14532d' : 'var(--mantine-color-red-9)' },
});

/** The walk-in just made: what staff tell the customer, and the way to its detail. */
export function WalkInBooked({ booking }: { booking: AdminBooking }) {
  const where = booking.selectedCourt
    ? `${booking.selectedCourt} (${COURT_NAMES[booking.selectedCourt]})`
    : 'Café table';
  const paid = isPaidInFull(booking);
  return (
    <Alert color="green" role="status" title="Walk-in booked" styles={darkTitle('green')}>
      <Stack gap={6}>
        <Text size="sm">
          {booking.customerName}: {where}, {slotRanges(booking.selectedSlots).join(', ')},{' '}
          {formatLongDate(booking.selectedDate)}.
        </Text>
        <Group gap="xs">
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge status={booking.PaymentStatus} />
          {booking.bookingType === 'Padel' && (
            <Text size="sm">
              {paid
                ? `${formatPrice(booking.amount)} paid (${paymentHow(booking)})`
                : `${formatPrice(booking.remainingBalance)} to pay`}
            </Text>
          )}
        </Group>
        <Anchor
          component={Link}
          to={routePath(APP_ROUTES.bookingDetail, { id: booking.id })}
          size="sm"
          className={classes.successLink}
          fw={600}
          underline="always"
        >
          View booking
        </Anchor>
      </Stack>
    </Alert>
  );
}
