import { CONTACT_CHECK_MESSAGES, isAllowedFrom } from '@padel/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { overdueJob } from '../notifications/overdue.job';
import type { TimedJob } from '../notifications/worker.job';
import { lockBooking } from './bookings.repo';
import { cancelBooking } from './cancel-booking.service';
import { clearCode, listOverdueUnconfirmed } from './verified-holds.repo';

/**
 * Frees the slots of holds whose code did not come in time (docs/security.md#calendar-fill): each
 * is cancelled "Not confirmed in time". Nobody is messaged:
 * the contact never showed it was theirs.
 */
export function unconfirmedExpiryJob(db: Database, now: Clock): TimedJob {
  return overdueJob('unconfirmed hold expiry', db, now, {
    listOverdue: listOverdueUnconfirmed,
    lapse,
  });
}

async function lapse(tx: Database, id: number, at: Date): Promise<unknown> {
  const booking = await lockBooking(tx, id);
  // Confirmed (or cancelled by staff) since it was listed: nothing to do.
  if (!booking || booking.confirmBy === null || booking.confirmBy > at) return;
  if (!isAllowedFrom('lapse', booking.status)) return clearCode(tx, id);
  // Cancelling spends the code too: the booking no longer waits for one.
  await cancelBooking(tx, booking, {
    transition: 'lapse',
    reason: CONTACT_CHECK_MESSAGES.notConfirmedReason,
    actor: { type: 'system' },
  });
}
