import { Paper, Stack, Text } from '@mantine/core';
import { HOLD_BUDGET_MESSAGES, type CustomerBooking } from '@padel/contracts';
import { useVenueContact, VenueContactLines } from '@/components/ui/venue-contact';
import { formatVenueDateTime } from '@/lib/venue-time';

/**
 * An online booking nobody has secured yet (docs/security.md#calendar-fill): until when it is
 * held, and the venue's phone and WhatsApp, as staff confirming it keeps it. Nothing while it still
 * waits for its code (the code form says that) or once it is secured.
 */
export function SecureBookingNotice({
  booking,
}: {
  booking: Pick<CustomerBooking, 'unsecuredUntil' | 'confirmBy'>;
}) {
  const contact = useVenueContact();
  if (!booking.unsecuredUntil || booking.confirmBy) return null;
  return (
    // Dark text on a light tint: coloured text on white falls short of WCAG AA.
    <Paper withBorder p="sm" bg="yellow.0" role="status" aria-label="Keep your booking">
      <Stack gap={4}>
        <Text fw={600}>
          {HOLD_BUDGET_MESSAGES.unsecured(formatVenueDateTime(booking.unsecuredUntil))}
        </Text>
        <VenueContactLines contact={contact && { ...contact, venueAddress: '' }} />
      </Stack>
    </Paper>
  );
}
