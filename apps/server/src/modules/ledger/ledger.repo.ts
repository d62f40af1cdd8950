import { and, asc, between, eq, gte, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { dayCloses, moneyMovements, users } from '../../db/schema';

/** What the till's ledger reads and writes (docs/till.md#ledger): rows are only ever added. */

export type MovementRow = typeof moneyMovements.$inferSelect;
export type NewMovement = typeof moneyMovements.$inferInsert;

export async function insertMovement(db: Database, row: NewMovement): Promise<MovementRow> {
  const [inserted] = await db.insert(moneyMovements).values(row).returning();
  return inserted!;
}

/**
 * Until the transaction ends, no one closes business day `day` (a movement takes it shared, the
 * close exclusively): a close never misses a movement written while it counts.
 */
export async function holdDayOpen(db: Database, day: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock_shared(hashtext(${`till-day:${day}`}))`);
}

/**
 * Takes business day `day` for its close until the transaction ends: it waits for every movement
 * holding the day open (`holdDayOpen`, the same key) to commit, and holds off new ones, which then
 * find the day closed and move on to the next open one (docs/till.md#day-close).
 */
export async function takeDayForClose(db: Database, day: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`till-day:${day}`}))`);
}

/** The closed business days from `day` on, in order. */
export async function closedDaysFrom(db: Database, day: string): Promise<string[]> {
  const rows = await db
    .select({ day: dayCloses.businessDay })
    .from(dayCloses)
    .where(gte(dayCloses.businessDay, day))
    .orderBy(asc(dayCloses.businessDay));
  return rows.map((row) => row.day);
}

const reversal = alias(moneyMovements, 'reversal');

/**
 * A booking's or an order's movements of `kinds` that no later row reversed, oldest first: what
 * an undo gives back.
 */
export async function unreversedMovements(
  db: Database,
  owner: { bookingId: number } | { orderId: number },
  kinds: readonly MovementRow['kind'][],
): Promise<MovementRow[]> {
  const ownedBy =
    'bookingId' in owner
      ? eq(moneyMovements.bookingId, owner.bookingId)
      : eq(moneyMovements.orderId, owner.orderId);
  const rows = await db
    .select()
    .from(moneyMovements)
    .where(
      and(
        ownedBy,
        isNull(moneyMovements.reversesId),
        notExists(
          db
            .select({ id: reversal.id })
            .from(reversal)
            .where(eq(reversal.reversesId, moneyMovements.id)),
        ),
      ),
    )
    .orderBy(asc(moneyMovements.id));
  return rows.filter((row) => kinds.includes(row.kind));
}

/** Every movement of a booking or an order, oldest first. */
export async function movementsOf(
  db: Database,
  owner: { bookingId: number } | { orderId: number },
): Promise<MovementRow[]> {
  return db
    .select()
    .from(moneyMovements)
    .where(
      'bookingId' in owner
        ? eq(moneyMovements.bookingId, owner.bookingId)
        : eq(moneyMovements.orderId, owner.orderId),
    )
    .orderBy(asc(moneyMovements.id));
}

/** What a movement counts as in the takings: courts, café, a refund, or the drawer's own. */
const takingsOf = sql<'courts' | 'cafe' | 'refunds' | 'drawer'>`CASE
  WHEN ${moneyMovements.kind} = 'refund' THEN 'refunds'
  WHEN ${moneyMovements.bookingId} IS NOT NULL THEN 'courts'
  WHEN ${moneyMovements.orderId} IS NOT NULL THEN 'cafe'
  ELSE 'drawer' END`;

/**
 * The ledger's sums of business days `from` to `to` by period (its first day), by what they
 * count as and by method: one grouped read over the day index (docs/till.md#revenue).
 */
export async function takingsByPeriod(
  db: Database,
  range: { from: string; to: string },
  by: 'day' | 'week' | 'month',
) {
  const start = sql<string>`to_char(date_trunc(${by}, ${moneyMovements.businessDay}::timestamp), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      start,
      what: takingsOf,
      method: moneyMovements.method,
      amount: sql<string>`sum(${moneyMovements.amount})`,
    })
    .from(moneyMovements)
    .where(between(moneyMovements.businessDay, range.from, range.to))
    .groupBy(sql`1`, sql`2`, sql`3`);
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/**
 * Up to `limit` movements of business days `from` to `to` after `after` (day, then id), in the
 * ledger's order: the accountant's export reads them a batch at a time.
 */
export async function movementsForExport(
  db: Database,
  range: { from: string; to: string },
  after: { businessDay: string; id: number } | undefined,
  limit: number,
): Promise<MovementRow[]> {
  return db
    .select()
    .from(moneyMovements)
    .where(
      and(
        between(moneyMovements.businessDay, range.from, range.to),
        after
          ? sql`(${moneyMovements.businessDay}, ${moneyMovements.id}) > (${after.businessDay}::date, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(moneyMovements.businessDay), asc(moneyMovements.id))
    .limit(limit);
}

/**
 * How a booking's or an order's money went back: the method of its latest refund row no later row
 * undid (docs/payments.md#refunds-to-follow); null when none stands.
 */
export async function refundMethodOf(
  db: Database,
  owner: { bookingId: number } | { orderId: number },
): Promise<MovementRow['method'] | null> {
  const rows = await unreversedMovements(db, owner, ['refund']);
  return rows.at(-1)?.method ?? null;
}

/** A member of staff's name as the ledger keeps it with what they record; null when gone. */
export async function actorNameOf(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  return `${row.firstName} ${row.lastName}`.trim() || row.email;
}

/** A transfer's reference as a statement shows it, whatever its spaces and case. */
const referenceKey = (reference: string) => reference.replace(/\s+/g, '').toUpperCase();

/**
 * Until the transaction ends, no other movement takes this transfer reference (the check below
 * reads under it): two staff accepting one bank credit at once see each other.
 */
export async function holdTransferReference(
  db: Database,
  method: MovementRow['method'],
  reference: string,
): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`transfer-ref:${method}:${referenceKey(reference)}`}))`,
  );
}

/**
 * Whether money in by `method` with this reference stands in the ledger already (not undone):
 * one bank, Raast or wallet credit counts once (docs/till.md#ledger).
 */
export async function transferReferenceTaken(
  db: Database,
  method: MovementRow['method'],
  reference: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: moneyMovements.id })
    .from(moneyMovements)
    .where(
      and(
        eq(moneyMovements.method, method),
        sql`upper(regexp_replace(${moneyMovements.reference}, '\\s+', '', 'g')) = ${referenceKey(reference)}`,
        inArray(moneyMovements.kind, ['advance', 'balance', 'order', 'fee']),
        isNull(moneyMovements.reversesId),
        notExists(
          db
            .select({ id: reversal.id })
            .from(reversal)
            .where(eq(reversal.reversesId, moneyMovements.id)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
