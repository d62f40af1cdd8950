import type { LedgerTaking, MovementMethod, RefundSummary, TakenByMethod } from '@padel/contracts';
import { and, asc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { moneyMovements, refunds } from '../../db/schema';

/**
 * Money owed back, as rows of their own (docs/payments.md#refunds): due per method a cancellation
 * took money by, made once, tied to the ledger's refund row. Booking and order ids are plain
 * numbers, as in the ledger.
 */

export type RefundRow = typeof refunds.$inferSelect;
export type RefundOwner = { bookingId: number } | { orderId: number };

const ownedBy = (owner: RefundOwner) =>
  'bookingId' in owner
    ? eq(refunds.bookingId, owner.bookingId)
    : eq(refunds.orderId, owner.orderId);

const made = alias(moneyMovements, 'refund_made');

/**
 * A booking's or an order's refunds summed, as a column of its row (`bookingColumns`,
 * `orderColumns`): null without refunds; its method the one they go (or went, by the ledger's
 * row) back by, null when more than one. Written out in full: it is selected with inserts and
 * updates too, where the query builder leaves column names unqualified.
 */
function summaryOf(ownerColumn: 'booking_id' | 'order_id', ownerTable: 'bookings' | 'orders') {
  return sql.raw(`(SELECT json_build_object(
      'status', CASE WHEN bool_or(r.status = 'due') THEN 'due' ELSE 'refunded' END,
      'amount', sum(r.amount),
      'method', CASE WHEN count(DISTINCT coalesce(m.method, r.method)) = 1
        THEN min(coalesce(m.method, r.method)) END,
      'dueSince', to_char(min(r.due_since) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    FROM refunds r LEFT JOIN money_movements m ON m.id = r.movement_id
    WHERE r.${ownerColumn} = "${ownerTable}"."id" HAVING count(*) > 0)`) as SQL<RefundSummary | null>;
}

/** The refund summary of the booking row it is selected with. */
export const bookingRefundSummary = summaryOf('booking_id', 'bookings');
/** The refund summary of the order row it is selected with. */
export const orderRefundSummary = summaryOf('order_id', 'orders');

/**
 * What the ledger holds as paid on the booking row it is selected with (docs/payments.md#one-reading):
 * its advances and balances net of undone entries; a refund is read apart (the summary above) and
 * a fee is `feePaid`. Null when the ledger has none of its money, so a row recorded before the
 * ledger reads from its payment status. Written out in full, as the summary is.
 */
export const bookingLedgerPaid = sql.raw(`(SELECT sum(m.amount)::integer FROM money_movements m
    WHERE m.booking_id = "bookings"."id" AND m.kind IN ('advance', 'balance'))`) as SQL<
  number | null
>;

/**
 * What the ledger holds as paid on the order row it is selected with: its money in net of undone
 * entries, a refund read apart; null when it holds none. Part of a total after a transfer that
 * brought less (docs/payments.md#transfers).
 */
export const orderLedgerPaid = sql.raw(`(SELECT sum(m.amount)::integer FROM money_movements m
    WHERE m.order_id = "orders"."id" AND m.kind = 'order')`) as SQL<number | null>;

/**
 * How the ledger holds the booking row's money in (docs/payments.md#one-reading): its advances and
 * balances not undone, kind and method, in the order taken; null without any. Every screen,
 * export and message names the payment by these methods (`paidHow`). Written out in full, as the
 * summary is.
 */
export const bookingPaidBy =
  sql.raw(`(SELECT json_agg(json_build_object('kind', m.kind, 'method', m.method) ORDER BY m.id)
    FROM money_movements m
    WHERE m.booking_id = "bookings"."id" AND m.kind IN ('advance', 'balance') AND m.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM money_movements u
        WHERE u.booking_id = m.booking_id AND u.reverses_id = m.id))`) as SQL<
    LedgerTaking[] | null
  >;

const reversal = alias(moneyMovements, 'taken_reversal');

/**
 * What a booking or an order took by each method and may still owe back: its money in (advance,
 * balance, order; a fee is the customer's due, never refunded by a cancellation) net of undone
 * entries, less the refunds due or made by that method. Read in the transaction that owes it
 * back, under the owner's row lock.
 */
export async function takenByMethod(db: Database, owner: RefundOwner): Promise<TakenByMethod[]> {
  const ledgerOwner =
    'bookingId' in owner
      ? eq(moneyMovements.bookingId, owner.bookingId)
      : eq(moneyMovements.orderId, owner.orderId);
  const taken = await db
    .select({
      method: moneyMovements.method,
      amount: sql<string>`sum(${moneyMovements.amount})`,
    })
    .from(moneyMovements)
    .where(
      and(
        ledgerOwner,
        inArray(moneyMovements.kind, ['advance', 'balance', 'order']),
        isNull(moneyMovements.reversesId),
        notExists(
          db
            .select({ id: reversal.id })
            .from(reversal)
            .where(eq(reversal.reversesId, moneyMovements.id)),
        ),
      ),
    )
    .groupBy(moneyMovements.method);
  const owed = await db
    .select({ method: refunds.method, amount: sql<string>`sum(${refunds.amount})` })
    .from(refunds)
    .where(ownedBy(owner))
    .groupBy(refunds.method);
  const owedBy = new Map(owed.map((row) => [row.method, Number(row.amount)]));
  return taken
    .map((row) => ({ method: row.method, taken: Number(row.amount) }))
    .filter((row) => row.taken > 0)
    .sort((a, b) => a.method.localeCompare(b.method))
    .map((row) => ({
      ...row,
      refundable: Math.max(row.taken - (owedBy.get(row.method) ?? 0), 0),
    }));
}

export type NewRefund = typeof refunds.$inferInsert;

export async function insertRefunds(db: Database, rows: NewRefund[]): Promise<RefundRow[]> {
  if (rows.length === 0) return [];
  return db.insert(refunds).values(rows).returning();
}

/** Every refund of a booking or an order, oldest first. */
export function refundsOf(db: Database, owner: RefundOwner): Promise<RefundRow[]> {
  return db.select().from(refunds).where(ownedBy(owner)).orderBy(asc(refunds.id));
}

/** Its refunds still due, oldest first. */
export function dueRefundsOf(db: Database, owner: RefundOwner): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(ownedBy(owner), eq(refunds.status, 'due')))
    .orderBy(asc(refunds.id));
}

/** Up to `limit` refunds by `method` still due, oldest first: the provider's round. */
export async function dueRefundsBy(
  db: Database,
  method: MovementMethod,
  limit: number,
): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'due'), eq(refunds.method, method)))
    .orderBy(asc(refunds.dueSince), asc(refunds.id))
    .limit(limit);
}

export async function findRefund(db: Database, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/**
 * Marks a refund made, once: its reference, when, and the ledger row that made it. False when it
 * was no longer due (another process or member of staff recorded it first).
 */
export async function markRefundMade(
  tx: Database,
  id: number,
  made: { reference: string; at: Date; movementId: number },
): Promise<boolean> {
  const done = await tx
    .update(refunds)
    .set({
      status: 'refunded',
      reference: made.reference,
      refundedAt: made.at,
      movementId: made.movementId,
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'due')))
    .returning({ id: refunds.id });
  return done.length === 1;
}

/** Locks a refund due for recording it; undefined when it is no longer due. */
export async function lockDueRefund(tx: Database, id: number): Promise<RefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, id), eq(refunds.status, 'due')))
    .for('update');
  return row;
}

/** Its refunds as the detail screens list them, with the method each went back by once made. */
export async function refundLinesOf(db: Database, owner: RefundOwner) {
  return db
    .select({
      id: refunds.id,
      method: refunds.method,
      amount: refunds.amount,
      status: refunds.status,
      dueSince: refunds.dueSince,
      reason: refunds.reason,
      refundedAt: refunds.refundedAt,
      paidBackBy: made.method,
      reference: refunds.reference,
    })
    .from(refunds)
    .leftJoin(made, eq(made.id, refunds.movementId))
    .where(ownedBy(owner))
    .orderBy(asc(refunds.id));
}
