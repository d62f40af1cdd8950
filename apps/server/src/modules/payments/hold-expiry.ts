import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { bookings, orders } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { TimedJob } from '../notifications/worker';
import { applyCheckoutState, type PaymentContext } from './payment-events.service';
import type { PaymentProvider } from './payment-provider';

/**
 * When no event comes (see docs/payments.md#holds): a card booking or café order still unpaid when
 * its hold has ended has its checkout ended at the provider, then gets what the provider says:
 * paid after all (the payment is recorded; the order goes to the kitchen), or expired (the
 * booking cancelled, slots free; the order `Expired`).
 */
export function holdExpiryJob(
  ctx: PaymentContext,
  provider: PaymentProvider,
  holdMinutes: number,
  now: Clock,
): TimedJob {
  return {
    name: 'card hold expiry',
    async run() {
      const endedBefore = new Date(now().getTime() - holdMinutes * 60_000);
      const overdueBookings = await ctx.db
        .select({ sessionId: bookings.checkoutSessionId })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'Pending'),
            eq(bookings.paymentStatus, 'UnPaid'),
            isNotNull(bookings.checkoutSessionId),
            lt(bookings.createdAt, endedBefore),
          ),
        );
      const overdueOrders = await ctx.db
        .select({ sessionId: orders.checkoutSessionId })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'Awaiting payment'),
            isNotNull(orders.checkoutSessionId),
            lt(orders.createdAt, endedBefore),
          ),
        );
      for (const { sessionId } of [...overdueBookings, ...overdueOrders]) {
        try {
          const state = await provider.expireCheckout(sessionId!);
          await applyCheckoutState(ctx, state.paid ? state : { ...state, status: 'expired' });
        } catch (error) {
          // The provider may be away: this hold is looked at again on the next round. No checkout
          // id in the log (docs/security.md#logging).
          ctx.log.warn({ err: error }, 'an ended card hold could not be checked');
        }
      }
    },
  };
}
