import { Anchor, Stack, Text } from '@mantine/core';
import { DAY_CLOSE_MESSAGES, type BookingAhead } from '@padel/contracts';
import { Link } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';

/**
 * The close asks first while bookings of the day are still to come (docs/till.md#day-close):
 * "N bookings of this day are still to come. Close anyway?", each linked to its booking.
 */
export function BookingsAheadModal({
  bookings,
  working,
  onConfirm,
  onClose,
}: {
  /** The bookings the server listed; null while it has not asked. */
  bookings: BookingAhead[] | null;
  working: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmModal
      opened={bookings !== null}
      title="Close the day?"
      confirmLabel="Close anyway"
      autoFocus="cancel"
      working={working}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Stack gap="xs">
        <Text>{DAY_CLOSE_MESSAGES.bookingsAhead(bookings?.length ?? 0)}</Text>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {bookings?.map((booking) => (
            <li key={booking.id}>
              <Anchor component={Link} to={booking.link} size="sm">
                {booking.title}
              </Anchor>
            </li>
          ))}
        </Stack>
      </Stack>
    </ConfirmModal>
  );
}
