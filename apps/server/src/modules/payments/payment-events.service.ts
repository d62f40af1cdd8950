import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Payable } from './payables.types';
import type { CheckoutState } from './payment-provider.adapter';
import { firstTime } from './payments.repo';

export interface PaymentContext {
  db: Database;
  log: FastifyBaseLogger;
  /** What can be paid for (bookings, orders), as their modules registered it. */
  payables: readonly Payable[];
}

/**
 * Applies what the provider says of a checkout, once: by event (`eventId`, from the webhook) or
 * by the worker's own look when the hold ends (no event id; the row locks make it idempotent).
 * The kind whose row waits for the checkout does what paid or expired means for it.
 */
export async function applyCheckoutState(
  ctx: PaymentContext,
  checkout: CheckoutState,
  eventId?: { id: string; type: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (eventId && !(await firstTime(tx, eventId))) return;
    for (const payable of ctx.payables) {
      if (checkout.paid) {
        if (await payable.paid(tx, checkout, ctx.log)) return;
      } else if (checkout.status === 'expired') {
        if (await payable.expired(tx, checkout)) return;
      }
    }
  });
}
