import { Button, Menu } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/icons';
import { HOLD_BUDGET_MESSAGES } from '@padel/contracts';
import {
  APPROVALS_LINK,
  ONLINE_HOLDS_LINK,
  TRANSFERS_LINK,
  countLabel,
  REFUNDS_DUE_LINK,
  SERIES_ENDING_LINK,
  summariseAttention,
  UNSENT_ORDERS_LINK,
} from '@/lib/attention';
import { useAttention } from '@/lib/use-attention';
import { formatShortDay, venueToday } from '@/lib/venue-time';

/**
 * What waits for staff, in the admin bar (see docs/screens.md#attention-counts): "N new bookings"
 * opens the dates that have pending bookings, each leading to that day's pending list; "N unsent
 * orders" leads to the orders to send; "N series ending soon" to the weekly series; the owner's
 * "N to approve" to staff's requests (docs/prices.md#owner-prices); "N refunds due" to the Refunds screen
 * (docs/payments.md#refunds-to-follow); "Online holds are full today" to the networks holding them
 * (docs/security.md#calendar-fill). Nothing shows
 * while nothing waits, or while the counts cannot be read: the bar stays calm.
 */
export function AttentionCounts({ className }: { className?: string }) {
  const attention = useAttention();
  const today = useMemo(() => venueToday(), []);
  if (!attention.data) return null;
  const {
    newBookings,
    days,
    unsentOrders,
    seriesEndingSoon,
    approvalsWaiting,
    refundsDue,
    transfersToCheck,
    onlineHoldsFull,
  } = summariseAttention(attention.data);
  const waiting =
    newBookings +
    unsentOrders +
    seriesEndingSoon +
    approvalsWaiting +
    refundsDue +
    transfersToCheck +
    (onlineHoldsFull ? 1 : 0);
  if (waiting === 0) return null;

  return (
    <div role="group" aria-label="Needs attention" className={className}>
      {newBookings > 0 && (
        <Menu
          position="bottom-end"
          shadow="md"
          // In the header landmark, and no focusable placeholder inside role="menu" (axe).
          withinPortal={false}
          withInitialFocusPlaceholder={false}
          // Many dates make the list scroll: its items take focus with Tab too, so a keyboard
          // reaches every one (axe: scrollable-region-focusable).
          menuItemTabIndex={0}
        >
          <Menu.Target>
            <Button
              size="xs"
              color="yellow.2"
              autoContrast
              rightSection={<ChevronDownIcon size={14} />}
            >
              {countLabel(newBookings, 'new booking', 'new bookings')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah="60vh" style={{ overflowY: 'auto' }}>
            <Menu.Label>Waiting to be confirmed</Menu.Label>
            {days.map((day) => (
              <Menu.Item key={day.date} component={Link} to={day.to}>
                {day.date === today ? 'Today' : formatShortDay(day.date)}:{' '}
                {countLabel(day.count, 'booking', 'bookings')}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {unsentOrders > 0 && (
        <Button component={Link} to={UNSENT_ORDERS_LINK} size="xs" color="yellow.2" autoContrast>
          {countLabel(unsentOrders, 'unsent order', 'unsent orders')}
        </Button>
      )}
      {refundsDue > 0 && (
        <Button component={Link} to={REFUNDS_DUE_LINK} size="xs" color="yellow.2" autoContrast>
          {countLabel(refundsDue, 'refund due', 'refunds due')}
        </Button>
      )}
      {onlineHoldsFull && (
        <Button component={Link} to={ONLINE_HOLDS_LINK} size="xs" color="yellow.2" autoContrast>
          {HOLD_BUDGET_MESSAGES.fullToday}
        </Button>
      )}
      {transfersToCheck > 0 && (
        <Button component={Link} to={TRANSFERS_LINK} size="xs" color="yellow.2" autoContrast>
          {countLabel(transfersToCheck, 'transfer to check', 'transfers to check')}
        </Button>
      )}
      {approvalsWaiting > 0 && (
        <Button component={Link} to={APPROVALS_LINK} size="xs" color="yellow.2" autoContrast>
          {countLabel(approvalsWaiting, 'to approve', 'to approve')}
        </Button>
      )}
      {seriesEndingSoon > 0 && (
        <Button component={Link} to={SERIES_ENDING_LINK} size="xs" color="yellow.2" autoContrast>
          {countLabel(seriesEndingSoon, 'series ending soon', 'series ending soon')}
        </Button>
      )}
    </div>
  );
}
