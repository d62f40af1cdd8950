import {
  CONTACT_CHECK_MESSAGES,
  isAllowedFrom,
  venueNow,
  type BulkCancelAnswer,
  type bulkCancelRequestSchema,
} from '@padel/contracts';
import type { z } from 'zod';
import { addressFilter } from '../../lib/abuse-limits';
import { BadRequestError } from '../../lib/errors';
import { refundSoon } from '../payments/refunds.service';
import { bookingRefunds } from './payments/booking-refunds.service';
import type { BookingContext } from './booking-context.service';
import { lockBooking } from './bookings.repo';
import { cancelBooking } from './cancel-booking.service';
import { listBulkMatches, type BulkFilter } from './verified-holds.repo';

/** Bookings cancelled per transaction: short ones, so public reads never wait long. */
const BATCH = 50;

type BulkCancelInput = z.output<typeof bulkCancelRequestSchema>;

function filterOf(input: BulkCancelInput): BulkFilter {
  const address = input.address === undefined ? undefined : addressFilter(input.address);
  if (input.address !== undefined && address === undefined) {
    const message = CONTACT_CHECK_MESSAGES.addressInvalid;
    throw new BadRequestError(message, 'ADDRESS_INVALID', [{ path: 'body.address', message }]);
  }
  return {
    contact: input.contact,
    address,
    createdFrom: input.createdFrom === undefined ? undefined : new Date(input.createdFrom),
    createdTo: input.createdTo === undefined ? undefined : new Date(input.createdTo),
    date: input.date,
    heldOnly: input.heldOnly,
  };
}

/**
 * POST /api/bookings/bulk-cancel (docs/security.md#calendar-fill): every online
 * booking from today on that still holds its slots and matches the filters is cancelled with the
 * reason, as a staff cancel does (card advances refunded; customers told only when asked). A dry
 * run counts them.
 */
export async function bulkCancel(
  ctx: Pick<BookingContext, 'db' | 'notifier' | 'checkout' | 'timeZone' | 'now'>,
  input: BulkCancelInput,
  adminId: number,
): Promise<BulkCancelAnswer> {
  const today = venueNow(ctx.timeZone, ctx.now()).date;
  const matches = await listBulkMatches(ctx.db, filterOf(input), today);
  const withCardAdvance = matches.filter((match) => match.cardPaidAt !== null).length;
  // Money taken by any method is owed back the way it came (docs/payments.md#refunds).
  const withMoneyTaken = matches.filter((match) => (match.paid ?? 0) > 0).length;
  if (input.dryRun) {
    return { message: '', count: matches.length, withCardAdvance, withMoneyTaken, dryRun: true };
  }
  let cancelled = 0;
  for (let start = 0; start < matches.length; start += BATCH) {
    const batch = matches.slice(start, start + BATCH);
    const refunded = await ctx.db.transaction(async (tx) => {
      const due: number[] = [];
      for (const { id } of batch) {
        const before = await lockBooking(tx, id);
        // Changed since it was listed (cancelled, arrived): left as it is.
        if (!before || !isAllowedFrom('bulk-cancel', before.status)) {
          continue;
        }
        const after = await cancelBooking(tx, before, {
          transition: 'bulk-cancel',
          reason: input.reason!,
          actor: { type: 'admin', id: adminId },
          notifier: input.notifyCustomers ? ctx.notifier : undefined,
          refund: { policy: true },
        });
        cancelled += 1;
        if (after.refund?.status === 'due') due.push(after.id);
      }
      return due;
    });
    refundSoon(ctx, bookingRefunds, refunded);
  }
  return {
    message: CONTACT_CHECK_MESSAGES.bulkCancelled(cancelled),
    count: cancelled,
    withCardAdvance,
    withMoneyTaken,
    dryRun: false,
  };
}
