import {
  bookingMoney,
  DESK_PAYMENT_MESSAGES,
  deskPaymentOf,
  type DeskPayment,
  type MovementKind,
  type MovementMethod,
  TRANSFER_MESSAGES,
} from '@padel/contracts';
import type { Database } from '../../../db/client';
import { currentTime } from '../../../lib/clock';
import { BadRequestError } from '../../../lib/errors';
import type { MovementRow } from '../../ledger/ledger.repo';
import { unreversedMovements } from '../../ledger/ledger.repo';
import { oweBack } from '../../ledger/owe-back.service';
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

/**
 * A booking made already paid (a walk-in or a series date): what was taken, by the method staff
 * recorded, with its reference (docs/payments.md#paid-online). A series paid up front by one
 * transfer names that credit on every date: each date after the first is `sameCreditAs` the
 * first's row, so the one credit is not refused as used twice. Answers the row, if one was written.
 */
export async function recordPaidWhenMade(
  tx: Database,
  till: Till,
  row: BookingRow,
  actor: MovementActor,
  paid: DeskPayment,
  sameCreditAs?: MovementRow,
): Promise<MovementRow | undefined> {
  const amount = statusPaid(row);
  if (amount === 0) return undefined;
  return till.record(tx, {
    bookingId: row.id,
    seriesId: row.seriesId,
    kind: deskKind(row),
    method: paid.method,
    reference: paid.reference,
    amount,
    actor,
    ...(sameCreditAs ? { sameCreditAs } : {}),
  });
}

/**
 * How a desk payment staff named only by its payment type was paid: cash or card as the spec
 * says; a booking made to pay online by its transfer's method. Anything else online needs the
 * method staff pick (400).
 */
function typedPayment(after: BookingRow): DeskPayment {
  const type = after.remainingPaymentType ?? after.paymentType;
  if (type !== 'PayViaOnline') return deskPaymentOf(type);
  if (after.transferMethod) return { method: after.transferMethod, reference: null };
  const message = DESK_PAYMENT_MESSAGES.onlineMethodRequired;
  throw new BadRequestError(message, 'VALIDATION_FAILED', [{ path: 'body.onlineMethod', message }]);
}

/**
 * A payment staff recorded (the remainder, or what was paid so far): what it added, by the method
 * staff picked when they said (Paid online, docs/payments.md#paid-online), with its reference.
 */
export async function recordDeskPayment(
  tx: Database,
  till: Till,
  before: BookingRow,
  after: BookingRow,
  actor: MovementActor,
  method?: MovementMethod,
  reference?: string,
): Promise<void> {
  const paid = method ? { method, reference: reference ?? null } : typedPayment(after);
  await recordTaken(tx, till, {
    bookingId: after.id,
    seriesId: after.seriesId,
    kind: deskKind(after),
    method: paid.method,
    reference: paid.reference,
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
 * Money taken by a method the transition is told (a fee): `amountOf` the change, as
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
 * An advance by transfer staff accepted (docs/payments.md#transfers): what arrived (`received`,
 * the advance when not given), by the transfer's method with the reference on the venue's
 * statement. Less leaves the rest owed, as the ledger holds it; more owes the excess back by the
 * same method (the Refunds list), written before the customer is told.
 */
export async function recordTransferAdvance(
  tx: Database,
  till: Till,
  before: BookingRow,
  after: BookingRow,
  actor: MovementActor,
  method: MovementMethod | undefined,
  reference?: string,
  received?: number,
): Promise<void> {
  if (!method) throw new Error('A transfer needs the method it was paid by');
  const asked = statusPaid(after) - ledgerPaidOf(before);
  const amount = received ?? asked;
  const owner = { bookingId: after.id, seriesId: after.seriesId };
  await recordTaken(tx, till, {
    ...owner,
    kind: 'advance',
    method,
    amount,
    reference: reference ?? null,
    actor,
  });
  if (amount <= asked) return;
  await oweBack(
    tx,
    owner,
    {
      policy: false,
      parts: [{ method, amount: amount - asked }],
      reason: TRANSFER_MESSAGES.paidMoreThanAsked,
      mayOverride: true,
    },
    currentTime(),
  );
}

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
