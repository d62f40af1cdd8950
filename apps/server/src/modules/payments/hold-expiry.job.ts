import type { Clock } from '../../lib/clock';
import type { TimedJob } from '../notifications/worker.job';
import { applyCheckoutState, type PaymentContext } from './payment-events.service';
import type { PaymentProvider } from './payment-provider.adapter';

/**
 * When no event comes (see docs/payments.md#holds): a checkout still unpaid when its hold has
 * ended is ended at the provider, then gets what the provider says: paid after all (the payment is
 * recorded), or expired (what it held is given up), as its kind decides.
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
      const startedBefore = new Date(now().getTime() - holdMinutes * 60_000);
      for (const payable of ctx.payables) {
        for (const sessionId of await payable.overdueCheckouts(ctx.db, startedBefore)) {
          try {
            const state = await provider.expireCheckout(sessionId);
            await applyCheckoutState(ctx, state.paid ? state : { ...state, status: 'expired' });
          } catch (error) {
            // The provider may be away: this hold is looked at again on the next round. No
            // checkout id in the log (docs/security.md#logging).
            ctx.log.warn({ err: error }, 'an ended card hold could not be checked');
          }
        }
      }
    },
  };
}
