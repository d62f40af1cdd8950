import { CONTACT_CHECK_MESSAGES } from '@padel/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Notifier } from '../notifications/notifier.service';
import { overdueJob } from '../notifications/overdue.job';
import type { TimedJob } from '../notifications/worker.job';
import { lockBooking } from './bookings.repo';
import { cancelBooking } from './cancel-booking.service';
import { clearSecureBy, listOverdueUnsecured, stillInDayBudget } from './hold-budget.repo';

/**
 * Frees the slots of online bookings nobody secured in time (docs/security.md#calendar-fill,
 * ADR 055): still in the day's budget of unverified holds when their `secure_by` passes (not
 * paid, not confirmed by staff, not proven over WhatsApp), each is cancelled "Not secured in
 * time" and its customer told, as their contact confirmed it. A booking secured meanwhile only
 * stops waiting.
 */
export function unsecuredExpiryJob(db: Database, notifier: Notifier, now: Clock): TimedJob {
  return overdueJob('unsecured hold expiry', db, now, {
    listOverdue: listOverdueUnsecured,
    lapse: (tx, id, at) => lapse(tx, notifier, id, at),
  });
}

async function lapse(tx: Database, notifier: Notifier, id: number, at: Date): Promise<unknown> {
  const booking = await lockBooking(tx, id);
  if (!booking || booking.secureBy === null || booking.secureBy > at) return;
  if (!(await stillInDayBudget(tx, id))) return clearSecureBy(tx, id);
  // Still waiting for its code (a code time longer than this one): nobody showed it was theirs,
  // so it lapses as an unconfirmed hold does, telling nobody.
  if (booking.confirmBy !== null) {
    return cancelBooking(tx, booking, {
      transition: 'lapse',
      reason: CONTACT_CHECK_MESSAGES.notConfirmedReason,
      actor: { type: 'system' },
    });
  }
  return cancelBooking(tx, booking, {
    transition: 'unsecured-lapse',
    reason: CONTACT_CHECK_MESSAGES.notSecuredReason,
    actor: { type: 'system' },
    notifier,
  });
}
