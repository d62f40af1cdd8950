import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { bulkCancelPath, networkOf } from '@/lib/client-network';
import { formatVenueDateTime, formatVenueTime } from '@/lib/venue-time';

/** Long words on two lines on a phone instead of cut off. */
const WRAPPING = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal' as const, overflow: 'visible', lineHeight: 1.3 },
};

/**
 * An online booking that waits for its customer's code (docs/screens.md#booking-detail): its
 * slots are held until then, and it lapses without it.
 */
export function CodeAwaitedBadge({ confirmBy }: { confirmBy: string }) {
  return (
    <Badge c="dark.9" color="orange.2" radius="sm" tt="none" fw={600} styles={WRAPPING}>
      Waiting for the customer&apos;s code until {formatVenueTime(confirmBy)}
    </Badge>
  );
}

/**
 * An online booking nobody has secured (docs/security.md#calendar-fill): not paid, not confirmed
 * by staff, not proven over WhatsApp. Confirming it keeps it; otherwise it lapses then.
 */
export function UnsecuredBadge({ until }: { until: string }) {
  return (
    <Badge c="dark.9" color="yellow.2" radius="sm" tt="none" fw={600} styles={WRAPPING}>
      Lapses at {formatVenueDateTime(until)} unless confirmed
    </Badge>
  );
}

/**
 * Where an online booking came from: the bulk cancel, its network filled in, for when one
 * network fills the calendar (docs/screens.md#blocked-contacts).
 */
export function CancelFromNetworkLink({ address }: { address: string }) {
  return (
    <Group>
      {/* Its words wrap on a 375 px phone rather than being cut at the button's edge. */}
      <Button
        component={Link}
        to={bulkCancelPath(networkOf(address))}
        variant="default"
        size="md"
        maw="100%"
        styles={{ ...WRAPPING, root: { ...WRAPPING.root, minHeight: 42, paddingBlock: 6 } }}
      >
        Cancel bookings from this network
      </Button>
    </Group>
  );
}
