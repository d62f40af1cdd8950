import {
  ORDER_MESSAGES,
  ORDER_TRANSITIONS,
  orderTransitionRefusal,
  type OrderTransition,
  type OrderTransitionName,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { recordAudit, type AuditEntry } from '../audit/audit.repo';
import { currentTime } from '../../lib/clock';
import { oweBack, refundDueAudit, type RefundAsked } from '../ledger/owe-back.service';
import type { MovementActor, Till } from '../ledger/till.service';
import type { Notifier } from '../notifications/notifier.service';
import { recordOrderMoney, type OrderMoney } from './order-ledger.service';
import { orderById } from './order.view';
import { findOrderRow, writeOrderTransition, type OrderPatch, type OrderRow } from './orders.repo';

/**
 * The one way an order's status or payment changes (docs/cafe.md#order-lifecycle): the table's
 * transition (ORDER_TRANSITIONS) checked against the locked row, written, its money recorded
 * through the order ledger, audited and sent, in the caller's transaction.
 */

export interface OrderTransitionOptions {
  /** Sends the transition's message; without one nobody is told. */
  notifier?: Notifier;
  /** Where the money a transition takes is written. */
  till?: Till;
  /** The money it takes, where it takes any. */
  money?: OrderMoney;
  /**
   * What it owes back, after its money is recorded (docs/payments.md#refunds): the policy's refund
   * of what the order took, or another amount (the owner's, or a payment above what was asked).
   */
  oweBack?: RefundAsked;
  /** Fields the audit row carries besides the status and payment. */
  audit?: Record<string, unknown>;
  /** Refuses the order (409) when it does not hold, with the transition's words. */
  unless?: (order: OrderRow) => boolean;
}

/** Who the ledger says took the money: a member of staff, or the system (a provider, the worker). */
const movementActor = (actor: AuditEntry['actor']): MovementActor =>
  actor.type === 'admin' && actor.id ? { type: 'admin', id: actor.id } : { type: 'system' };

const refusal = (name: OrderTransitionName, order: OrderRow) => {
  const refused = orderTransitionRefusal(name, order);
  return refused && new ConflictError(refused.message, refused.code);
};

/** Locks the order for `name`: 404 when it is gone, 409 when its state refuses it. */
export async function lockOrderForTransition(
  tx: Database,
  id: number,
  name: OrderTransitionName,
  notFound: string = ORDER_MESSAGES.notFound,
): Promise<OrderRow> {
  const order = await findOrderRow(tx, id, { lock: true });
  if (!order) throw new NotFoundError(notFound);
  const refused = refusal(name, order);
  if (refused) throw refused;
  return order;
}

/** Applies `name` to a locked order and answers the row as it is after. */
export async function applyOrderTransition(
  tx: Database,
  before: OrderRow,
  name: OrderTransitionName,
  actor: AuditEntry['actor'],
  patch: OrderPatch = {},
  options: OrderTransitionOptions = {},
): Promise<OrderRow> {
  const refused = refusal(name, before);
  if (refused) throw refused;
  const transition: OrderTransition = ORDER_TRANSITIONS[name];
  if (options.unless && !options.unless(before)) {
    throw new ConflictError(transition.refused, transition.code);
  }
  const status = transition.to === 'same' ? before.status : transition.to;
  const paymentStatus = transition.payment?.to ?? before.paymentStatus;
  let after = await writeOrderTransition(tx, before.id, { ...patch, status, paymentStatus });
  if (transition.takesMoney) {
    if (!options.till || !options.money) throw new Error(`${name} takes money: it needs the till`);
    await recordOrderMoney(tx, options.till, before.id, options.money, movementActor(actor));
  }
  const owner = { orderId: before.id, checkoutId: before.checkoutSessionId };
  const owed = options.oweBack ? await oweBack(tx, owner, options.oweBack, currentTime()) : [];
  // The row as read now: its refund summary is the refunds' own, written just after the row.
  if (owed.length > 0) after = (await findOrderRow(tx, before.id, { lock: false }))!;
  await recordAudit(tx, {
    actor,
    action: transition.audit,
    entity: 'order',
    entityId: before.id,
    // What it changed: its status unless it stays, its payment where it moves one.
    before: {
      ...(transition.to === 'same' ? {} : { status: before.status }),
      ...(transition.payment ? { paymentStatus: before.paymentStatus } : {}),
    },
    after: {
      ...(transition.to === 'same' ? {} : { status }),
      ...(transition.payment ? { paymentStatus } : {}),
      ...options.audit,
      ...refundDueAudit(owed),
    },
  });
  if (transition.sends && options.notifier) {
    const order = await orderById(tx, before.id);
    if (transition.sends === 'order-received') await options.notifier.orderReceived(tx, order);
    else await options.notifier.orderCancelled(tx, order);
  }
  return after;
}
