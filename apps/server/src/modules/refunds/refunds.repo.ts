import { and, between, count, desc, eq, sql, asc } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { bookings, moneyMovements, orders, refunds } from '../../db/schema';

/**
 * The refunds to follow (docs/payments.md#refunds-to-follow), read from the refunds' own rows
 * (docs/payments.md#refunds) with their booking's or order's customer, and how each went back from
 * the ledger row that made it (docs/till.md#ledger).
 */

const made = alias(moneyMovements, 'refund_made');

export interface RefundRow {
  refundId: number;
  kind: 'booking' | 'order';
  id: number;
  customerName: string;
  amount: number;
  /** The way the money came, and so the way it is owed back. */
  dueMethod: (typeof refunds.$inferSelect)['method'];
  dueSince: Date;
  reason: string | null;
  status: 'due' | 'refunded';
  refundedAt: Date | null;
  reference: string | null;
  /** How it went back: the ledger row's method, once made. */
  method: (typeof moneyMovements.$inferSelect)['method'] | null;
  businessDay: string | null;
}

/** A refund with its owner's customer: a booking's, else an order's (a deleted one's is "—"). */
const listed = (db: Database) =>
  db
    .select({
      refundId: refunds.id,
      bookingId: refunds.bookingId,
      id: sql<number>`coalesce(${refunds.bookingId}, ${refunds.orderId})`.mapWith(Number),
      customerName: sql<string>`coalesce(${bookings.customerName}, ${orders.customerName}, '—')`,
      amount: refunds.amount,
      dueMethod: refunds.method,
      dueSince: refunds.dueSince,
      reason: refunds.reason,
      status: refunds.status,
      refundedAt: refunds.refundedAt,
      reference: refunds.reference,
      method: made.method,
      businessDay: made.businessDay,
    })
    .from(refunds)
    .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
    .leftJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(made, eq(made.id, refunds.movementId));

const rowOf = ({
  bookingId,
  ...row
}: Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number]): RefundRow => ({
  ...row,
  kind: bookingId !== null ? 'booking' : 'order',
});

/** Every refund still due, oldest first, up to `limit` (the partial index `refunds_due_idx`). */
export async function refundsDue(db: Database, limit: number): Promise<RefundRow[]> {
  const rows = await listed(db)
    .where(eq(refunds.status, 'due'))
    .orderBy(asc(refunds.dueSince), asc(refunds.id))
    .limit(limit);
  return rows.map(rowOf);
}

/** The refunds made whose ledger row counts on business days `from` to `to`, newest first. */
export async function refundsDone(
  db: Database,
  from: string,
  to: string,
  limit: number,
): Promise<RefundRow[]> {
  const rows = await listed(db)
    .where(and(eq(refunds.status, 'refunded'), between(made.businessDay, from, to)))
    .orderBy(desc(refunds.refundedAt), desc(refunds.id))
    .limit(limit);
  return rows.map(rowOf);
}

/** How many refunds are due, bookings' and orders': the admin bar's count. */
export async function refundsDueCount(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(refunds).where(eq(refunds.status, 'due'));
  return row?.count ?? 0;
}

/** Whether the booking or order exists. */
export async function ownerExists(
  db: Database,
  owner: { bookingId: number } | { orderId: number },
): Promise<boolean> {
  const rows =
    'bookingId' in owner
      ? await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, owner.bookingId))
      : await db.select({ id: orders.id }).from(orders).where(eq(orders.id, owner.orderId));
  return rows.length > 0;
}
