import { BOOKING_ACTION_MESSAGES, type BookingStatus } from '@padel/contracts';
import type { Database } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import { lockBooking, releaseHolds, updateBooking, type BookingRow } from './bookings.repo';

export type BookingAction = 'confirm' | 'arrived' | 'cancel';

/** The transitions of PRODUCT D3: anything else answers 409. */
const TRANSITIONS: Record<
  BookingAction,
  { from: BookingStatus[]; to: BookingStatus; message: string }
> = {
  confirm: { from: ['Pending'], to: 'Booking Confirmed', message: 'Booking confirmed' },
  arrived: { from: ['Booking Confirmed'], to: 'arrived', message: 'Booking marked as arrived' },
  cancel: {
    from: ['Pending', 'Booking Confirmed'],
    to: 'Booking Cancelled',
    message: 'Booking cancelled',
  },
};

export async function changeBookingStatus(
  db: Database,
  id: number,
  action: BookingAction,
  by: { adminId: number; cancelReason?: string },
): Promise<{ message: string; booking: BookingRow }> {
  const transition = TRANSITIONS[action];
  const reason = by.cancelReason?.trim() ?? '';
  if (action === 'cancel' && reason === '') {
    throw new BadRequestError(BOOKING_ACTION_MESSAGES.reasonRequired, 'CANCEL_REASON_REQUIRED');
  }
  const booking = await db.transaction(async (tx) => {
    const before = await lockBooking(tx, id);
    if (!before) throw new NotFoundError(BOOKING_ACTION_MESSAGES.notFound);
    if (!transition.from.includes(before.status as BookingStatus)) {
      throw new ConflictError(
        `A booking that is "${before.status}" cannot be ${action === 'arrived' ? 'marked as arrived' : `${action}ed`}.`,
        'INVALID_TRANSITION',
      );
    }
    const after = await updateBooking(tx, id, {
      status: transition.to,
      ...(action === 'cancel' ? { cancelReason: reason, disabled: true } : {}),
    });
    // A cancelled booking gives its slots back at once (PRODUCT D4).
    if (action === 'cancel') await releaseHolds(tx, id);
    await recordAudit(tx, {
      actor: { type: 'admin', id: by.adminId },
      action,
      entity: 'booking',
      entityId: id,
      before: { status: before.status },
      after: { status: after.status, ...(action === 'cancel' ? { cancelReason: reason } : {}) },
    });
    return after;
  });
  return { message: transition.message, booking };
}
