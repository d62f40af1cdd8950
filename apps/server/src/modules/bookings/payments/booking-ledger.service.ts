import {
  bookingMoney,
  DESK_METHOD_OF,
  deskMethodOf,
  type MovementKind,
  type MovementMethod,
} from '@padel/contracts';
import type { Database } from '../../../db/client';
import { unreversedMovements } from '../../ledger/ledger.repo';
import type { MovementActor, MovementDraft, Till } from '../../ledger/till.service';
import { moneyFieldsOf } from '../../notifications/messages/booking-facts';
import type { BookingRow } from '../bookings.repo';

/**
 * A booking's money as the ledger records it (docs/till.md#ledger): what staff take at the desk
 * (a walk-in or a series paid when made, the remainder, what was paid so far on confirming) and
 * its undo. The card advance and refunds are recorded where the provider's answer arrives
 * (booking-payable.service.ts, payments/refunds.service.ts).
 */

/** What the row's payment status counts as paid, the ledger aside: what a desk move brings it to. */
const statusPaid = (row: BookingRow) =>
  bookingMoney({ ...moneyFieldsOf(row), ledgerPaid: null }).paid;
/** What the ledger holds as paid (a row from before the ledger: its status's). */
const ledgerPaidOf = (row: BookingRow) => row.ledgerPaid ?? statusPaid(row);

/**
 * Records what a desk change took, when it took anything: a change that moved no money (a walk-in
 * at no charge, a status set again) writes no row, and the till refuses a zero.
 */
async function recordTaken(tx: Database, till: Till, draft: MovementDraft): Promise<void> {
  if (draft.amount !== 0) await till.record(tx, draft);
}

/** Money staff took on this booking: a 50% payment is its advance, the rest its balance. */
const deskKind = (after: BookingRow): MovementKind =>
  after.paymentStatus === '50%Paid' ? 'advance' : 'balance';

/** A booking made already paid (a walk-in or a series date): what was taken, by its method. */
export async function recordPaidWhenMade(
  tx: Database,
  till: Till,
  row: BookingRow,
  actor: MovementActor,
): Promise<void> {
  await recordTaken(tx, till, {
    bookingId: row.id,
    seriesId: row.seriesId,
    kind: deskKind(row),
    method: deskMethodOf(row.paymentType),
    amount: statusPaid(row),
    actor,
  });
}

/** A payment staff recorded (the remainder, or what was paid so far): what it added. */
export async function recordDeskPayment(
  tx: Database,
  till: Till,
  before: BookingRow,
  after: BookingRow,
  actor: MovementActor,
): Promise<void> {
  const method = after.remainingPaymentType
    ? DESK_METHOD_OF[after.remainingPaymentType]
    : deskMethodOf(after.paymentType);
  await recordTaken(tx, till, {
    bookingId: after.id,
    seriesId: after.seriesId,
    kind: deskKind(after),
    method,
    amount: statusPaid(after) - ledgerPaidOf(before),
    actor,
  });
}

/**
 * An undone payment: the latest movements staff recorded that are not undone yet, reversed until
 * what the booking no longer counts as paid is given back in the ledger too. The provider's card
 * advance is never undone here.
 */
export async function reverseDeskPayment(
  tx: Database,
  till: Till,
  before: BookingRow,
  after: BookingRow,
  actor: MovementActor,
): Promise<void> {
  let left = ledgerPaidOf(before) - statusPaid(after);
  const taken = (await unreversedMovements(tx, { bookingId: after.id }, ['advance', 'balance']))
    .filter((row) => row.method !== 'card-online')
    .reverse();
  const undone = [];
  for (const row of taken) {
    if (left <= 0) break;
    undone.push(row);
    left -= row.amount;
  }
  await till.reverse(tx, undone, actor);
}

/**
 * Money taken by a method the transition is told (a fee, a transfer): `amountOf` the change, as
 * `kind`, with the reference when there is one. `what` names it in the error without a method.
 */
function recordByMethod(
  kind: MovementKind,
  what: string,
  amountOf: (before: BookingRow, after: BookingRow) => number,
) {
  return async (
    tx: Database,
    till: Till,
    before: BookingRow,
    after: BookingRow,
    actor: MovementActor,
    method: MovementMethod | undefined,
    reference?: string,
  ): Promise<void> => {
    if (!method) throw new Error(`${what} needs the method it was paid by`);
    await recordTaken(tx, till, {
      bookingId: after.id,
      seriesId: after.seriesId,
      kind,
      method,
      amount: amountOf(before, after),
      reference: reference ?? null,
      actor,
    });
  };
}

/** A fee taken at the desk (docs/bookings.md#fees): what `feePaid` grew by, by `method`. */
export const recordFeePayment = recordByMethod(
  'fee',
  'A fee payment',
  (before, after) => after.feePaid - before.feePaid,
);

/**
 * An advance by transfer staff accepted (docs/payments.md#transfers): by the transfer's method,
 * with the reference on the venue's statement.
 */
export const recordTransferAdvance = recordByMethod(
  'advance',
  'A transfer',
  (before, after) => statusPaid(after) - ledgerPaidOf(before),
);

/** A no-show undone: a fee taken for it was never owed, so its rows are reversed. */
export async function reverseFeePayment(
  tx: Database,
  till: Till,
  before: BookingRow,
  _after: BookingRow,
  actor: MovementActor,
): Promise<void> {
  if (before.feePaid === 0) return;
  await till.reverse(tx, await unreversedMovements(tx, { bookingId: before.id }, ['fee']), actor);
}
