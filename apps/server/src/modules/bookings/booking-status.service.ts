import {
  actionRefusedMessage,
  BOOKING_ACTION_MESSAGES,
  BOOKING_TRANSITIONS,
  canTakeAction,
  type BookingAction,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import type { Notifier } from '../notifications/notifier';
import { lockBooking, updateBooking, type BookingRow } from './bookings.repo';
import { cancelBooking } from './cancel-booking';

/**
 * Takes an admin's status action; a move the lifecycle does not allow answers 409 (see
 * docs/bookings.md#statuses).
 */
export async function changeBookingStatus(
  db: Database,
  id: number,
  action: BookingAction,
  by: { adminId: number; cancelReason?: string; refundAdvance?: boolean; notifier: Notifier },
): Promise<{ message: string; booking: BookingRow }> {
  const transition = BOOKING_TRANSITIONS[action];
  const reason = by.cancelReason?.trim() ?? '';
  if (action === 'cancel' && reason === '') {
    throw new BadRequestError(BOOKING_ACTION_MESSAGES.reasonRequired, 'CANCEL_REASON_REQUIRED');
  }
  const booking = await db.transaction(async (tx) => {
    const before = await lockBooking(tx, id);
    if (!before) throw new NotFoundError(BOOKING_ACTION_MESSAGES.notFound);
    if (!canTakeAction(action, before.status)) {
      throw new ConflictError(actionRefusedMessage(action, before.status), 'INVALID_TRANSITION');
    }
    if (action === 'cancel') {
      return cancelBooking(tx, before, {
        reason,
        actor: { type: 'admin', id: by.adminId },
        notifier: by.notifier,
        refundAdvance: by.refundAdvance ?? true,
      });
    }
    // Staff taking the booking on vouch for it: it no longer waits for the customer's code.
    const after = await updateBooking(tx, id, {
      status: transition.to,
      confirmBy: null,
      confirmCodeHash: null,
    });
    if (action === 'confirm') await by.notifier.booking(tx, 'booking-confirmed', after);
    await recordAudit(tx, {
      actor: { type: 'admin', id: by.adminId },
      action,
      entity: 'booking',
      entityId: id,
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  });
  return { message: transition.done, booking };
}
