import { BOOKING_MESSAGES, CONFIRM_CODE_TRIES, CONTACT_CHECK_MESSAGES } from '@padel/contracts';
import { ConflictError, NotFoundError, BadRequestError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import { toCustomerBooking } from './booking.view';
import type { BookingContext } from './booking-context.service';
import { lockBookingByToken } from './bookings.repo';
import { clearCode, markPhoneProven, takeCodeTry } from './verified-holds.repo';
import { openDeadline } from './customer-cancel.service';
import { contactsOf } from '../contacts/contact-blocks.service';
import { matchedChannel, trustFor180Days } from './verified-holds.service';

/**
 * POST /api/my-booking/{token}/confirm (docs/security.md#calendar-fill): the customer
 * enters the code their booking-received message carried. The hold becomes an ordinary Pending
 * booking, its phone and e-mail are trusted for 180 days (and proven, when the code came by
 * WhatsApp: ADR 044), and staff hear of it. A wrong code counts; after CONFIRM_CODE_TRIES the
 * booking takes no more codes and lapses. Each try is counted before its code is compared, in the
 * statement that reads the codes (takeCodeTry), so racing requests compare CONFIRM_CODE_TRIES
 * codes at most (docs/security.md#code-tries, ADR 046).
 */
export async function confirmByCustomer(ctx: BookingContext, token: string, code: string) {
  const confirmed = await ctx.db.transaction(async (tx) => {
    const booking = await lockBookingByToken(tx, token);
    if (!booking) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
    if (booking.confirmBy === null || booking.confirmCodeHash === null) {
      if (booking.status === 'Booking Cancelled') {
        throw new ConflictError(CONTACT_CHECK_MESSAGES.tooLate, 'CONFIRM_TOO_LATE');
      }
      return { booking, fresh: false };
    }
    if (booking.confirmBy <= ctx.now()) {
      throw new ConflictError(CONTACT_CHECK_MESSAGES.tooLate, 'CONFIRM_TOO_LATE');
    }
    const hashes = await takeCodeTry(tx, booking.id, CONFIRM_CODE_TRIES);
    if (hashes === undefined) {
      throw new ConflictError(CONTACT_CHECK_MESSAGES.tooManyTries, 'TOO_MANY_CODES');
    }
    // A wrong code returns (not throws), so the transaction commits the try it took.
    const channel = matchedChannel(hashes, code);
    if (!channel) return { wrong: true as const };
    const cleared = await clearCode(tx, booking.id);
    // The WhatsApp code proves the phone: the booking leaves the day's budget (ADR 044).
    const after = channel === 'whatsapp' ? await markPhoneProven(tx, booking.id) : cleared;
    await trustFor180Days(tx, contactsOf(after), ctx.now(), channel);
    await recordAudit(tx, {
      actor: { type: 'customer' },
      action: 'confirm-contact',
      entity: 'booking',
      entityId: after.id,
      after: { confirmedBy: 'code', channel },
    });
    await ctx.notifier.customerConfirmed(tx, after);
    return { booking: after, fresh: true };
  });
  if ('wrong' in confirmed) {
    throw new BadRequestError(CONTACT_CHECK_MESSAGES.codeWrong, 'CODE_WRONG', [
      { path: 'body.code', message: CONTACT_CHECK_MESSAGES.codeWrong },
    ]);
  }
  return {
    message: confirmed.fresh
      ? CONTACT_CHECK_MESSAGES.confirmed
      : CONTACT_CHECK_MESSAGES.alreadyConfirmed,
    booking: toCustomerBooking(confirmed.booking, await openDeadline(ctx, confirmed.booking)),
  };
}
