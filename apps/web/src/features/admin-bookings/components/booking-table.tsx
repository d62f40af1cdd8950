import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import type { AdminBooking } from '@padel/contracts';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatShortDate } from '@/lib/venue-time';
import type { RowAction } from '../lib/booking-actions';
import { BookingTypeCell, CommentsCell, ContactCell, OwedCell, SlotsCell } from './booking-cells';
import { OrderDateLabel } from './order-date-label';
import { RowActions } from './row-actions';
import classes from './booking-list.module.css';

/** A click on a row (not on one of its buttons or links) opens the booking. */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  return !target.closest('button, a, input, select, textarea, [role="button"]');
}

interface BookingTableProps {
  bookings: AdminBooking[];
  onAction: (booking: AdminBooking, action: RowAction) => void;
}

/** The desktop layout (see docs/screens.md#booking-list). */
export function BookingTable({ bookings, onAction }: BookingTableProps) {
  const navigate = useNavigate();
  return (
    <ScrollTable label="Bookings table" minWidth={1000}>
      <Table
        verticalSpacing={6}
        horizontalSpacing={8}
        withTableBorder
        aria-label="Bookings"
        className={classes.table}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.fit}>
              <OrderDateLabel />
            </Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col" className={classes.fit}>
              Type
            </Table.Th>
            <Table.Th scope="col" className={`${classes.fit} ${classes.wrapHeading}`}>
              No. of Guests
            </Table.Th>
            <Table.Th scope="col" className={classes.fit}>
              TimeSlots
            </Table.Th>
            <Table.Th scope="col">Contact Info</Table.Th>
            <Table.Th scope="col" className={`${classes.fit} ${classes.wrapHeading}`}>
              Booking Status
            </Table.Th>
            <Table.Th scope="col">Comments</Table.Th>
            <Table.Th scope="col" className={classes.fit}>
              Actions
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <Table.Tr
              key={booking.id}
              className={classes.row}
              onClick={(event) => {
                if (isPlainClick(event)) void navigate(`/booking-detail/${booking.id}`);
              }}
            >
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatShortDate(booking.selectedDate)}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} className={classes.name}>
                  {booking.customerName}
                </Text>
              </Table.Td>
              <Table.Td>
                <BookingTypeCell booking={booking} />
              </Table.Td>
              <Table.Td>{booking.numberOfGuests}</Table.Td>
              <Table.Td>
                <SlotsCell slots={booking.selectedSlots} />
              </Table.Td>
              <Table.Td className={classes.contact}>
                <ContactCell booking={booking} />
              </Table.Td>
              {/* What it still owes sits under its status, not in a column of its own, so a day's
                  ten bookings fit a laptop's screen (docs/screens.md#booking-list). */}
              <Table.Td>
                <BookingStatusBadge status={booking.status} wrap />
                <OwedCell booking={booking} />
              </Table.Td>
              <Table.Td maw={200}>
                <CommentsCell booking={booking} />
              </Table.Td>
              <Table.Td>
                <RowActions booking={booking} layout="table" onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
