import { Group, Paper, Stack, Title } from '@mantine/core';
import type { AdminBooking } from '@padel/contracts';
import { useNavigate } from 'react-router';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { formatShortDate } from '@/lib/venue-time';
import type { RowAction } from '../lib/booking-actions';
import { BookingTypeCell, CommentsCell, ContactCell, OwedCell, SlotsCell } from './booking-cells';
import { isPlainClick } from './booking-table';
import { RowActions } from './row-actions';
import factList from '@/components/ui/fact-list.module.css';
import classes from './booking-list.module.css';
import { OrderDateLabel } from './order-date-label';

interface BookingCardsProps {
  bookings: AdminBooking[];
  onAction: (booking: AdminBooking, action: RowAction) => void;
}

/** The phone layout (< 768 px): one card per booking. */
export function BookingCards({ bookings, onAction }: BookingCardsProps) {
  const navigate = useNavigate();
  return (
    <Stack component="ul" gap="sm" className={classes.cards} aria-label="Bookings">
      {bookings.map((booking) => (
        <Paper
          component="li"
          key={booking.id}
          withBorder
          p="md"
          className={classes.card}
          data-testid="booking-card"
          onClick={(event) => {
            if (isPlainClick(event)) void navigate(`/booking-detail/${booking.id}`);
          }}
        >
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Title order={2} size="h5" className={classes.name}>
                {booking.customerName}
              </Title>
              <div style={{ flexShrink: 0 }}>
                <BookingStatusBadge status={booking.status} />
              </div>
            </Group>
            <dl className={factList.facts}>
              <dt>
                <OrderDateLabel />
              </dt>
              <dd>{formatShortDate(booking.selectedDate)}</dd>
              <dt>Type</dt>
              <dd>
                <BookingTypeCell booking={booking} />
              </dd>
              <dt>No. of Guests</dt>
              <dd>{booking.numberOfGuests}</dd>
              <dt>TimeSlots</dt>
              <dd>
                <SlotsCell slots={booking.selectedSlots} />
              </dd>
              <dt>Owed</dt>
              <dd>
                <OwedCell booking={booking} stacked />
              </dd>
              <dt>Contact Info</dt>
              <dd>
                <ContactCell booking={booking} />
              </dd>
              <dt>Comments</dt>
              <dd>
                <CommentsCell booking={booking} />
              </dd>
            </dl>
            <RowActions booking={booking} layout="cards" onAction={onAction} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
