import type { CheckoutStatus } from '@padel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { RefundFacts } from '../notifications/messages/refund-messages';
import type { CheckoutState } from './payment-provider.adapter';

/**
 * A kind of thing whose money can be given back: a booking or a café order. Its refunds are rows
 * of their own (ledger/refunds.repo.ts); payments know nothing else of it (ADR 030).
 */
export interface Refundable {
  /** Names the idempotency keys, audit rows and log lines: `booking-12-refund-3`. */
  kind: 'booking' | 'order';
  /** Who the refund's message goes to and what it was for (docs/notifications.md#refunded). */
  refundRecipient(
    tx: Database,
    id: number,
  ): Promise<Omit<RefundFacts, 'amount' | 'method' | 'at'> | undefined>;
}

/**
 * A kind of thing paid for through a checkout: what becomes of it when its checkout is paid or
 * ends unpaid (docs/payments.md#webhook). Each kind registers itself (`app.payables`); a checkout
 * belongs to the one kind whose row waits for it.
 */
export interface Payable extends Refundable {
  /**
   * Records the payment on the row waiting for this checkout, in the webhook's transaction, and
   * sends what it sends; false when no row of this kind waits for it.
   */
  paid(tx: Database, checkout: CheckoutState, log: FastifyBaseLogger): Promise<boolean>;
  /** The checkout ended unpaid: the row gives up what it held; false when none waits for it. */
  expired(tx: Database, checkout: CheckoutState): Promise<boolean>;
  /** Checkouts still waiting for a payment that were started before `startedBefore`. */
  overdueCheckouts(db: Database, startedBefore: Date): Promise<string[]>;
  /** The result page's answer about this checkout; undefined when it is not of this kind. */
  checkoutStatus(
    db: Database,
    checkoutId: string,
    startedHere: boolean,
  ): Promise<CheckoutStatus | undefined>;
}
