import { and, asc, between, count, desc, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { bookings, moneyMovements, orders } from '../../db/schema';

/**
 * The refunds to follow (docs/payments.md#refunds-to-follow), read from bookings, orders and the
 * ledger: how a refund went back is its ledger row's method (docs/till.md#ledger), never a column
 * of its own.
 */

const reversal = alias(moneyMovements, 'refund_reversal');

/** The ledger's refund rows no later row undid: the refund as it stands. */
const standingRefunds = (db: Database) =>
  db
    .select({
      bookingId: moneyMovements.bookingId,
      orderId: moneyMovements.orderId,
      method: moneyMovements.method,
      businessDay: moneyMovements.businessDay,
      at: moneyMovements.at,
    })
    .from(moneyMovements)
    .where(
      and(
        eq(moneyMovements.kind, 'refund'),
        isNull(moneyMovements.reversesId),
        notExists(
          db
            .select({ id: reversal.id })
            .from(reversal)
            .where(eq(reversal.reversesId, moneyMovements.id)),
        ),
      ),
    )
    .as('standing_refund');

export interface RefundRow {
  kind: 'booking' | 'order';
  id: number;
  customerName: string;
  amount: number | null;
  dueSince: Date;
  status: 'due' | 'refunded';
  refundedAt: Date | null;
  reference: string | null;
  method: (typeof moneyMovements.$inferSelect)['method'] | null;
  businessDay: string | null;
}

/** Every refund still due, bookings' and orders', oldest first, up to `limit`. */
export async function refundsDue(db: Database, limit: number): Promise<RefundRow[]> {
  const [bookingRows, orderRows] = await Promise.all([
    db
      .select({
        id: bookings.id,
        customerName: bookings.customerName,
        amount: bookings.refundAmount,
        dueSince: bookings.updatedAt,
      })
      .from(bookings)
      .where(eq(bookings.refundStatus, 'due'))
      .orderBy(asc(bookings.updatedAt), asc(bookings.id))
      .limit(limit),
    db
      .select({
        id: orders.id,
        customerName: orders.customerName,
        amount: orders.refundAmount,
        dueSince:
          sql<Date>`coalesce(${orders.cancelledAt}, ${orders.paidAt}, ${orders.createdAt})`.mapWith(
            orders.createdAt,
          ),
      })
      .from(orders)
      .where(eq(orders.refundStatus, 'due'))
      .orderBy(asc(orders.id))
      .limit(limit),
  ]);
  const due = (kind: RefundRow['kind']) => (row: (typeof bookingRows)[number]) =>
    ({
      kind,
      ...row,
      status: 'due',
      refundedAt: null,
      reference: null,
      method: null,
      businessDay: null,
    }) satisfies RefundRow;
  return [...bookingRows.map(due('booking')), ...orderRows.map(due('order'))]
    .sort((a, b) => a.dueSince.getTime() - b.dueSince.getTime())
    .slice(0, limit);
}

/** The refunds done whose ledger row counts on business days `from` to `to`, newest first. */
export async function refundsDone(
  db: Database,
  from: string,
  to: string,
  limit: number,
): Promise<RefundRow[]> {
  const refund = standingRefunds(db);
  const [bookingRows, orderRows] = await Promise.all([
    db
      .select({
        id: bookings.id,
        customerName: bookings.customerName,
        amount: bookings.refundAmount,
        dueSince: bookings.updatedAt,
        refundedAt: bookings.refundedAt,
        reference: bookings.refundReference,
        method: refund.method,
        businessDay: refund.businessDay,
      })
      .from(bookings)
      .innerJoin(refund, eq(refund.bookingId, bookings.id))
      .where(and(eq(bookings.refundStatus, 'refunded'), between(refund.businessDay, from, to)))
      .orderBy(desc(refund.at))
      .limit(limit),
    db
      .select({
        id: orders.id,
        customerName: orders.customerName,
        amount: orders.refundAmount,
        dueSince:
          sql<Date>`coalesce(${orders.cancelledAt}, ${orders.paidAt}, ${orders.createdAt})`.mapWith(
            orders.createdAt,
          ),
        refundedAt: orders.refundedAt,
        reference: orders.refundReference,
        method: refund.method,
        businessDay: refund.businessDay,
      })
      .from(orders)
      .innerJoin(refund, and(eq(refund.orderId, orders.id), isNotNull(refund.orderId)))
      .where(and(eq(orders.refundStatus, 'refunded'), between(refund.businessDay, from, to)))
      .orderBy(desc(refund.at))
      .limit(limit),
  ]);
  const done = (kind: RefundRow['kind']) => (row: (typeof bookingRows)[number]) =>
    ({ kind, ...row, status: 'refunded' }) satisfies RefundRow;
  return [...bookingRows.map(done('booking')), ...orderRows.map(done('order'))]
    .sort((a, b) => (b.refundedAt?.getTime() ?? 0) - (a.refundedAt?.getTime() ?? 0))
    .slice(0, limit);
}

/** How many refunds are due, bookings' and orders': the admin bar's count. */
export async function refundsDueCount(db: Database): Promise<number> {
  const [[booked], [ordered]] = await Promise.all([
    db.select({ count: count() }).from(bookings).where(eq(bookings.refundStatus, 'due')),
    db.select({ count: count() }).from(orders).where(eq(orders.refundStatus, 'due')),
  ]);
  return (booked?.count ?? 0) + (ordered?.count ?? 0);
}
