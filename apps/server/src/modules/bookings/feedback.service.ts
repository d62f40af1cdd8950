import { BOOKING_MESSAGES, type feedbackRequestSchema } from '@padel/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { NotFoundError } from '../../lib/errors';
import { consumeRateLimits } from '../rate-limits/rate-limit.service';
import { recordAudit } from '../audit/audit.repo';
import type { Caller } from './booking-context.service';
import { findBookingById, findBookingByToken, setFeedback } from './bookings.repo';

/**
 * PATCH /api/feedback: the customer names their booking by its access token (limited per client),
 * an admin by its id (the route has required an admin token when no customer token came).
 */
export async function saveFeedback(
  db: Database,
  { token, id, feedback }: z.output<typeof feedbackRequestSchema>,
  caller: Caller,
) {
  const target: { token: string; ip: string } | { id: number; adminId: number } =
    token !== undefined ? { token, ip: caller.ip } : { id: id!, adminId: caller.adminId! };
  const row =
    'token' in target
      ? await findBookingByToken(db, target.token)
      : await findBookingById(db, target.id);
  if (!row) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
  await db.transaction(async (tx) => {
    if ('token' in target) {
      await consumeRateLimits(tx, abuseRules.feedback(target.ip), LIMIT_MESSAGES.feedback);
    }
    await setFeedback(tx, row.id, feedback);
    await recordAudit(tx, {
      actor: 'token' in target ? { type: 'customer' } : { type: 'admin', id: target.adminId },
      action: 'feedback',
      entity: 'booking',
      entityId: row.id,
      before: { feedback: row.feedback },
      after: { feedback },
    });
  });
  return { message: BOOKING_MESSAGES.feedbackSaved };
}
