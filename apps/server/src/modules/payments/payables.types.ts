import type { CheckoutStatus } from '@padel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { RefundFacts } from '../notifications/messages/refund-messages';
import type { CheckoutState } from './payment-provider.adapter';

/** A payment to give back, as the thing paid for keeps it (see docs/payments.md#refunds). */
export interface DueRefund {
  amount: number;
  /** The provider's reference of the payment; null when only its checkout's id was kept. */
  paymentReference: string | null;
  checkoutId: string | null;
  /**
   * Paid some other way than by card online (a transfer staff checked): no provider can give it
   * back, so staff do and record how (docs/payments.md#refunds-by-hand).
   */
  byHand: boolean;
}

/**
 * A kind of thing whose card payment can be given back: a booking's advance or a café order.
 * Payments know nothing else of it (ADR 030): the kind says how its refunds are kept.
 */
export interface Refundable {
  /** Names the idempotency keys, audit rows and log lines: `booking-12-refund`. */
  kind: 'booking' | 'order';
  /** Up to `limit` ids with a refund due, oldest first: the worker's round. */
  refundsDue(db: Database, limit: number): Promise<number[]>;
  /** The refund due on one, if one still is. */
  dueRefund(db: Database, id: number): Promise<DueRefund | undefined>;
  /** Records the refund the provider made; false when another process recorded it first. */
  markRefunded(tx: Database, id: number, refundId: string, at: Date): Promise<boolean>;
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
