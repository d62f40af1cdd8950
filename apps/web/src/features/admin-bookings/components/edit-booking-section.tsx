import { Button, Group } from '@mantine/core';
import { canChangeBooking, type AdminBooking } from '@padel/contracts';
import { useRef, useState } from 'react';
import { ChangeBookingForm } from './change-booking-form';

/** Edit booking and its form, while the booking may still change (docs/bookings.md#moving-a-booking). */
export function EditBookingSection({ booking }: { booking: AdminBooking }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  if (!canChangeBooking(booking.status)) return null;
  const closeEditor = () => {
    setEditing(false);
    // Back to the button that opened it, for keyboard users.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  if (editing) return <ChangeBookingForm booking={booking} onDone={closeEditor} />;
  return (
    <Group>
      <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
        Edit booking
      </Button>
    </Group>
  );
}
