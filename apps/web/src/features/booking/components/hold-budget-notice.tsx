import { Paper, Stack, Text } from '@mantine/core';
import { HOLD_BUDGET_MESSAGES, type VenueContact } from '@padel/contracts';
import { useEffect, useRef } from 'react';
import { VenueContactLines } from '@/components/ui/venue-contact';

/**
 * The booking page past the day's budget of unverified holds (docs/security.md#calendar-fill):
 * the server's words (pay the advance by card, where that still books, or contact the venue) and
 * the venue's phone and WhatsApp. It takes the focus when it appears, as the answer to CONFIRM.
 */
export function HoldBudgetNotice({ message, contact }: { message: string; contact: VenueContact }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    // Dark text on a light tint: coloured text on white falls short of WCAG AA.
    <Paper ref={ref} tabIndex={-1} role="alert" withBorder p="sm" bg="yellow.0">
      <Stack gap={4}>
        <Text fw={600}>{message}</Text>
        {(contact.venuePhone || contact.venueWhatsapp) && (
          <>
            <Text size="sm">{HOLD_BUDGET_MESSAGES.contactVenue}</Text>
            <VenueContactLines contact={{ ...contact, venueAddress: '' }} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
