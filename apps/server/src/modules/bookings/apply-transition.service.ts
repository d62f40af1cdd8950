import {
  type MovementMethod,
  BOOKING_ACTION_MESSAGES,
  BOOKING_CHANGE_MESSAGES,
  BOOKING_TRANSITIONS,
  canMakePayment,
  isAllowedFrom,
  transitionRefusedMessage,
  type BookingTransition,
  type PaymentTransitionName,
  type TransitionName,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { recordAudit, type AuditEntry } from '../audit/audit.repo';
import type { Till } from '../ledger/till.service';
import type { Notifier } from '../notifications/notifier.service';
import {
  recordDeskPayment,
  recordFeePayment,
  recordTransferAdvance,
  reverseDeskPayment,
  reverseFeePayment,
} from './payments/booking-ledger.service';
import {
  findBookingById,
  lockBooking,
  writeTransition,
  type BookingPatch,
  type BookingRow,
} from './bookings.repo';

/**
 * The one way a booking's status, payment, date, hours or court change (ADR 053): the table
 * `BOOKING_TRANSITIONS` says from which states, to which status and with which message; this
 * checks it, writes the row, audits it and tells the customer, in the caller's transaction.
 */

/** What the audit row keeps besides a change of status: the fields the change is about. */
export interface TransitionAudit {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface TransitionOptions {
  /** Tells the customer the transition's message; without it nobody is told. */
  notifier?: Notifier;
  /**
   * Writes the money a payment staff record moves into the ledger (docs/till.md#ledger); such a
   * transition is refused without it.
   */
  till?: Till;
  /** How money taken at the desk moved, where the transition cannot tell (a fee, a transfer). */
  method?: MovementMethod;
  /** The reference the ledger keeps with it (a transfer's, docs/payments.md#transfers). */
  reference?: string;
  /**
   * What actually arrived, where it may differ from what was asked (a transfer staff checked,
   * docs/payments.md#transfers); without it, what the transition asks.
   */
  amount?: number;
  /** The audit row's fields besides the status; without it the status alone. */
  audit?: (before: BookingRow, after: BookingRow) => TransitionAudit;
}

/** The audit of a transition that sets or clears a fee the customer owes. */
export const feeAudit = (before: BookingRow, after: BookingRow): TransitionAudit => ({
  before: { feeOwed: before.feeOwed, feePaid: before.feePaid },
  after: { feeOwed: after.feeOwed, feePaid: after.feePaid },
});

const isPaymentTransition = (name: TransitionName): name is PaymentTransitionName =>
  BOOKING_TRANSITIONS[name].payment !== null;

/** Refusals that answer in their own words, not "A booking that is … cannot be …". */
const OWN_REFUSALS: Partial<Record<TransitionName, (status: string) => ConflictError>> = {
  'undo-no-show': () => new ConflictError(BOOKING_ACTION_MESSAGES.notNoShow, 'NOT_NO_SHOW'),
  change: (status) =>
    new ConflictError(BOOKING_CHANGE_MESSAGES.notChangeable(status), 'INVALID_TRANSITION'),
};

/** Whether the table allows `name` on the booking as it is: its status, and its payment. */
export function mayApply(name: TransitionName, booking: BookingRow): boolean {
  if (!isPaymentTransition(name)) return isAllowedFrom(name, booking.status);
  return canMakePayment(name, { ...booking, PaymentStatus: booking.paymentStatus });
}

/** The 409 for a transition the booking's state refuses. */
export function transitionRefusal(name: TransitionName, booking: BookingRow): ConflictError {
  const own = OWN_REFUSALS[name];
  if (own) return own(booking.status);
  if (isPaymentTransition(name)) {
    return new ConflictError(BOOKING_ACTION_MESSAGES.paymentNotAllowed, 'PAYMENT_NOT_ALLOWED');
  }
  return new ConflictError(transitionRefusedMessage(name, booking.status), 'INVALID_TRANSITION');
}

/** Locks the booking for `name`: 404 when it is gone, 409 when its state refuses it. */
export async function lockForTransition(
  tx: Database,
  id: number,
  name: TransitionName,
): Promise<BookingRow> {
  const before = await lockBooking(tx, id);
  if (!before) throw new NotFoundError(BOOKING_ACTION_MESSAGES.notFound);
  if (!mayApply(name, before)) throw transitionRefusal(name, before);
  return before;
}

/** What each money move of staff writes into the ledger, in the transition's transaction. */
const DESK_MONEY = {
  'record-remainder': recordDeskPayment,
  'confirm-payment': recordDeskPayment,
  'undo-payment': reverseDeskPayment,
  'fee-paid': recordFeePayment,
  'undo-no-show': reverseFeePayment,
  'transfer-accept': recordTransferAdvance,
} as const satisfies Partial<Record<TransitionName, unknown>>;

async function recordMoneyOf(
  tx: Database,
  name: TransitionName,
  before: BookingRow,
  after: BookingRow,
  actor: AuditEntry['actor'],
  { till, method, reference, amount }: TransitionOptions,
): Promise<void> {
  if (!(name in DESK_MONEY)) return;
  if (!till || actor.type !== 'admin' || !actor.id) {
    throw new Error(`${name} moves money: it needs the till and a member of staff`);
  }
  const staff = { type: 'admin', id: actor.id } as const;
  await DESK_MONEY[name as keyof typeof DESK_MONEY](
    tx,
    till,
    before,
    after,
    staff,
    method,
    reference,
    amount,
  );
}

/**
 * Applies `name` to a locked booking: checked against the table (409), its status set and
 * `patch` written in one update, audited as the table names it, and its message sent when a
 * notifier is given.
 */
export async function applyTransition(
  tx: Database,
  before: BookingRow,
  name: TransitionName,
  actor: AuditEntry['actor'],
  patch: BookingPatch = {},
  options: TransitionOptions = {},
): Promise<BookingRow> {
  if (!mayApply(name, before)) throw transitionRefusal(name, before);
  const transition: BookingTransition = BOOKING_TRANSITIONS[name];
  const status = transition.to === 'same' ? {} : { status: transition.to };
  const written = await writeTransition(tx, before.id, { ...patch, ...status });
  await recordMoneyOf(tx, name, before, written, actor, options);
  // The row as read now: what it holds as paid is the ledger's, written just after the row.
  const after = name in DESK_MONEY ? ((await findBookingById(tx, before.id)) ?? written) : written;
  const fields = options.audit?.(before, after) ?? {};
  await recordAudit(tx, {
    actor,
    action: transition.audit ?? name,
    entity: 'booking',
    entityId: before.id,
    before: { ...(transition.to === 'same' ? {} : { status: before.status }), ...fields.before },
    after: { ...(transition.to === 'same' ? {} : { status: after.status }), ...fields.after },
  });
  if (transition.sends && options.notifier) {
    const previous = transition.sends === 'booking-changed' ? before : undefined;
    await options.notifier.booking(tx, transition.sends, after, previous);
  }
  return after;
}
