import {
  BOOKING_MESSAGES,
  CONFIRM_CODE_TRIES,
  CONTACT_CHECK_MESSAGES,
  RESEND_CODE_AFTER_SECONDS,
  RESEND_CODE_MAX,
} from '@padel/contracts';
import type { NewNotification } from '../notifications/notifications.repo';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import type { BookingContext } from './booking-context.service';
import { lockBookingByToken } from './bookings.repo';
import { replaceCode, RESEND_CODE_ACTION, resendsOf } from './verified-holds.repo';
import { newHoldCodes } from './verified-holds.service';

/**
 * POST /api/my-booking/{token}/resend-code (docs/security.md#resend-code): a hold waiting for its
 * code gets a fresh one by the same message as the first (only the code's hash is kept, so the old
 * one cannot be sent again; it stops working). The wrong tries so far still count and the hold
 * keeps its deadline, so resending buys neither more guesses nor more time. At most one code per
 * RESEND_CODE_AFTER_SECONDS and RESEND_CODE_MAX in all (429 with Retry-After); 409 when the
 * booking waits for no code.
 */
export async function resendCode(ctx: BookingContext, token: string) {
  return ctx.db.transaction(async (tx) => {
    const booking = await lockBookingByToken(tx, token);
    if (!booking) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
    const now = ctx.now();
    if (booking.confirmBy === null || booking.confirmCodeHash === null || !ctx.verify) {
      if (booking.status === 'Booking Cancelled') {
        throw new ConflictError(CONTACT_CHECK_MESSAGES.tooLate, 'CONFIRM_TOO_LATE');
      }
      throw new ConflictError(CONTACT_CHECK_MESSAGES.notWaiting, 'NOT_WAITING_FOR_CODE');
    }
    if (booking.confirmBy <= now) {
      throw new ConflictError(CONTACT_CHECK_MESSAGES.tooLate, 'CONFIRM_TOO_LATE');
    }
    if (booking.confirmTries >= CONFIRM_CODE_TRIES) {
      throw new ConflictError(CONTACT_CHECK_MESSAGES.tooManyTries, 'TOO_MANY_CODES');
    }
    const resends = await resendsOf(tx, booking.id);
    const lastSent = resends.last ?? booking.createdAt;
    const waitMs = lastSent.getTime() + RESEND_CODE_AFTER_SECONDS * 1000 - now.getTime();
    if (resends.count >= RESEND_CODE_MAX) {
      const untilLapse = Math.ceil((booking.confirmBy.getTime() - now.getTime()) / 1000);
      throw new TooManyRequestsError(CONTACT_CHECK_MESSAGES.resendCapped, Math.max(1, untilLapse));
    }
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new TooManyRequestsError(CONTACT_CHECK_MESSAGES.resendTooSoon(seconds), seconds);
    }
    const codes = newHoldCodes(ctx.verify);
    await replaceCode(tx, booking.id, codes.hashes);
    await recordAudit(tx, {
      actor: { type: 'customer' },
      action: RESEND_CODE_ACTION,
      entity: 'booking',
      entityId: booking.id,
    });
    const minutesLeft = Math.ceil((booking.confirmBy.getTime() - now.getTime()) / 60_000);
    const sent = await ctx.notifier.bookingAwaitingCode(tx, booking, codes, minutesLeft);
    return { message: CONTACT_CHECK_MESSAGES.codeResent(sent.map(masked)) };
  });
}

/** Where a code went, as the customer is told it: enough to recognise, not to read off. */
function masked(row: Pick<NewNotification, 'channel' | 'recipient'>): string {
  if (row.channel === 'whatsapp') return `WhatsApp ••••${row.recipient.slice(-4)}`;
  const [name = '', domain = ''] = row.recipient.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}
