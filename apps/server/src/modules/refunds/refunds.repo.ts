import { and, asc, between, count, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { isOneOf, TRANSFER_METHODS } from '@padel/contracts';
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
  /** Paid by a transfer staff checked, so given back by staff whatever the provider can do. */
  byHand: boolean;
}

/**
 * What the lists read of a booking or an order, by one set of names: the owner's columns and the
 * ledger column that names it. A booking's refund is due since its last change, the change that
 * made it due; an order's since its cancellation, or its payment when that came after the hold.
 */
const OWNERS = {
  booking: {
    table: bookings,
    id: bookings.id,
    customerName: bookings.customerName,
    amount: bookings.refundAmount,
    status: bookings.refundStatus,
    dueSince: bookings.updatedAt,
    refundedAt: bookings.refundedAt,
    reference: bookings.refundReference,
    /**
     * Which the due list keeps when more than its limit are due: the bookings changed longest
     * ago, the orders of the lowest ids (as their partial index `orders_refund_due_idx` reads).
     */
    dueOrder: bookings.updatedAt,
    ledgerOwner: 'bookingId',
    // Only a card advance is marked due (bookings/cancel-booking.service.ts).
    paidBy: sql<string | null>`'card-online'`,
  },
  order: {
    table: orders,
    id: orders.id,
    customerName: orders.customerName,
    amount: orders.refundAmount,
    status: orders.refundStatus,
    dueSince:
      sql<Date>`coalesce(${orders.cancelledAt}, ${orders.paidAt}, ${orders.createdAt})`.mapWith(
        orders.createdAt,
      ),
    refundedAt: orders.refundedAt,
    reference: orders.refundReference,
    dueOrder: orders.id,
    ledgerOwner: 'orderId',
    paidBy: orders.paidMethod,
  },
} as const;

const KINDS = ['booking', 'order'] as const satisfies readonly RefundRow['kind'][];

/** What both lists answer of a refund's owner: which it is, whose, how much, since when. */
const listedOf = (owner: (typeof OWNERS)[RefundRow['kind']]) => ({
  id: owner.id,
  customerName: owner.customerName,
  amount: owner.amount,
  dueSince: owner.dueSince,
});

/** One kind's refunds still due, the first `limit` by its `dueOrder`. */
async function dueOf(db: Database, kind: RefundRow['kind'], limit: number): Promise<RefundRow[]> {
  const owner = OWNERS[kind];
  const rows = await db
    .select({ ...listedOf(owner), paidBy: owner.paidBy })
    .from(owner.table)
    .where(eq(owner.status, 'due'))
    .orderBy(asc(owner.dueOrder), asc(owner.id))
    .limit(limit);
  return rows.map(({ paidBy, ...row }) => ({
    kind,
    ...row,
    byHand: isOneOf(TRANSFER_METHODS, paidBy),
    status: 'due',
    refundedAt: null,
    reference: null,
    method: null,
    businessDay: null,
  }));
}

/** One kind's refunds done whose ledger row counts on business days `from` to `to`, newest first. */
async function doneOf(
  db: Database,
  kind: RefundRow['kind'],
  from: string,
  to: string,
  limit: number,
): Promise<RefundRow[]> {
  const owner = OWNERS[kind];
  const refund = standingRefunds(db);
  const rows = await db
    .select({
      ...listedOf(owner),
      refundedAt: owner.refundedAt,
      reference: owner.reference,
      method: refund.method,
      businessDay: refund.businessDay,
    })
    .from(owner.table)
    .innerJoin(refund, eq(refund[owner.ledgerOwner], owner.id))
    .where(and(eq(owner.status, 'refunded'), between(refund.businessDay, from, to)))
    .orderBy(desc(refund.at))
    .limit(limit);
  return rows.map((row) => ({
    kind,
    ...row,
    status: 'refunded',
    byHand: row.method !== 'card-online',
  }));
}

/** Every refund still due, bookings' and orders', oldest first, up to `limit`. */
export async function refundsDue(db: Database, limit: number): Promise<RefundRow[]> {
  const lists = await Promise.all(KINDS.map((kind) => dueOf(db, kind, limit)));
  return lists
    .flat()
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
  const lists = await Promise.all(KINDS.map((kind) => doneOf(db, kind, from, to, limit)));
  return lists
    .flat()
    .sort((a, b) => (b.refundedAt?.getTime() ?? 0) - (a.refundedAt?.getTime() ?? 0))
    .slice(0, limit);
}

/** How many refunds are due, bookings' and orders': the admin bar's count. */
export async function refundsDueCount(db: Database): Promise<number> {
  const counts = await Promise.all(
    KINDS.map(async (kind) => {
      const owner = OWNERS[kind];
      const [row] = await db
        .select({ count: count() })
        .from(owner.table)
        .where(eq(owner.status, 'due'));
      return row?.count ?? 0;
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}
