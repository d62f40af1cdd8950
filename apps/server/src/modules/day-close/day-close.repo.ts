import { CUSTOMER_TAGS, TILL_MOVEMENT_KINDS, type DayCloseAnswer } from '@padel/contracts';
import { and, arrayContains, asc, eq, gte, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookings,
  customers,
  dayCloses,
  drawerCounts,
  moneyMovements,
  orders,
  users,
} from '../../db/schema';
import { bookingColumns, type BookingRow } from '../bookings/bookings.repo';
import { orderColumns, type OrderRow } from '../orders/orders.repo';

/** What the day close reads (docs/till.md#day-close): the ledger, and the day's bookings and orders. */

export type DayCloseRow = typeof dayCloses.$inferSelect;
export type DrawerCountRow = typeof drawerCounts.$inferSelect;
export type { BookingRow } from '../bookings/bookings.repo';
export type { OrderRow } from '../orders/orders.repo';

/** A movement of the day with what it was for: its booking's source and series, its order's kind. */
export interface DayMovementRow {
  id: number;
  at: Date;
  kind: (typeof moneyMovements.$inferSelect)['kind'];
  method: (typeof moneyMovements.$inferSelect)['method'];
  amount: number;
  bookingId: number | null;
  orderId: number | null;
  seriesId: number | null;
  note: string | null;
  reference: string | null;
  reversesId: number | null;
  bookingSource: BookingRow['bookingSource'] | null;
  bookingSeriesId: number | null;
  bookingFound: boolean;
  orderSource: OrderRow['source'] | null;
  orderDeliveryType: OrderRow['deliveryType'] | null;
  orderFound: boolean;
}

/** Every movement of business day `day`, oldest first (the ledger's index on the day serves it). */
export function dayMovements(db: Database, day: string): Promise<DayMovementRow[]> {
  return db
    .select({
      id: moneyMovements.id,
      at: moneyMovements.at,
      kind: moneyMovements.kind,
      method: moneyMovements.method,
      amount: moneyMovements.amount,
      bookingId: moneyMovements.bookingId,
      orderId: moneyMovements.orderId,
      seriesId: moneyMovements.seriesId,
      note: moneyMovements.note,
      reference: moneyMovements.reference,
      reversesId: moneyMovements.reversesId,
      bookingSource: bookings.bookingSource,
      bookingSeriesId: bookings.seriesId,
      bookingFound: sql<boolean>`${bookings.id} IS NOT NULL`,
      orderSource: orders.source,
      orderDeliveryType: orders.deliveryType,
      orderFound: sql<boolean>`${orders.id} IS NOT NULL`,
    })
    .from(moneyMovements)
    .leftJoin(bookings, eq(bookings.id, moneyMovements.bookingId))
    .leftJoin(orders, eq(orders.id, moneyMovements.orderId))
    .where(eq(moneyMovements.businessDay, day))
    .orderBy(asc(moneyMovements.id));
}

/**
 * The bookings played on business day `day` (docs/till.md#business-day): dated that day from the
 * start hour on, or dated the next day and starting before it (late-night play).
 */
export function bookingsOfBusinessDay(
  db: Database,
  day: string,
  nextDay: string,
  startHour: number,
): Promise<BookingRow[]> {
  const firstHour = sql`(SELECT min(h) FROM unnest(${bookings.slotHours}) AS h)`;
  return db
    .select(bookingColumns)
    .from(bookings)
    .where(
      or(
        and(eq(bookings.selectedDate, day), sql`${firstHour} >= ${startHour}`),
        and(eq(bookings.selectedDate, nextDay), sql`${firstHour} < ${startHour}`),
      ),
    )
    .orderBy(asc(bookings.id));
}

/**
 * The café orders made from `from` up to `to` that are still open: not handed over (neither
 * collected nor sent) or not paid, unless cancelled or expired.
 */
export function openOrdersBetween(db: Database, from: Date, to: Date): Promise<OrderRow[]> {
  return db
    .select(orderColumns)
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
        notInArray(orders.status, ['Cancelled', 'Expired']),
        or(
          eq(orders.paymentStatus, 'unpaid'),
          and(sql`${orders.collectedAt} IS NULL`, sql`${orders.status} <> 'Sent'`),
        ),
      ),
    )
    .orderBy(asc(orders.id));
}

/** Of `phones`, those whose customer staff tagged `member` (docs/prices.md#member-price). */
export async function memberPhones(db: Database, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const national = [...new Set(phones)];
  const rows = await db
    .select({ phone: customers.phone })
    .from(customers)
    .where(
      and(
        inArray(customers.phone, national.map(normalised)),
        arrayContains(customers.tags, [CUSTOMER_TAGS[0]]),
      ),
    );
  const members = new Set(rows.map((row) => row.phone));
  return new Set(national.filter((phone) => members.has(normalised(phone))));
}

/** As the database's `nationalPhone` writes a number (db/filters.ts), for the lookup above. */
function normalised(phone: string): string {
  const bare = phone.replace(/[\s()-]/g, '');
  const match = /^(?:\+92|0092|92)([0-9]{10})$/.exec(bare);
  return match ? `0${match[1]}` : bare;
}

export function findDayClose(db: Database, day: string): Promise<DayCloseRow | undefined> {
  return db
    .select()
    .from(dayCloses)
    .where(eq(dayCloses.businessDay, day))
    .then((rows) => rows[0]);
}

/** Writes the close; false when the day was closed already (its primary key). */
export async function insertDayClose(
  db: Database,
  row: Omit<DayCloseRow, 'report'> & { report: DayCloseAnswer },
): Promise<boolean> {
  const inserted = await db
    .insert(dayCloses)
    .values(row)
    .onConflictDoNothing({ target: dayCloses.businessDay })
    .returning({ day: dayCloses.businessDay });
  return inserted.length === 1;
}

/** A member of staff's name, as the report shows who closed. */
export async function staffName(db: Database, id: number): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row ? `${row.firstName} ${row.lastName}`.trim() : `Staff #${id}`;
}

/** The owners' e-mail addresses (role `admin`, docs/accounts.md#roles). */
export async function ownerEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email.toLowerCase());
}

/** Keeps one count of the drawer sent to close `businessDay`, whether or not it closes it. */
export async function insertDrawerCount(
  db: Database,
  row: Omit<DrawerCountRow, 'id'>,
): Promise<DrawerCountRow> {
  const [inserted] = await db.insert(drawerCounts).values(row).returning();
  return inserted!;
}

/** The counts of the drawer sent for `day`, oldest first. */
export function drawerCountsOf(db: Database, day: string): Promise<DrawerCountRow[]> {
  return db
    .select()
    .from(drawerCounts)
    .where(eq(drawerCounts.businessDay, day))
    .orderBy(asc(drawerCounts.id));
}

/** The opening floats, pay-ins and pay-outs of business day `day`, oldest first. */
export function tillMovementsOf(db: Database, day: string) {
  return db
    .select({
      id: moneyMovements.id,
      at: moneyMovements.at,
      businessDay: moneyMovements.businessDay,
      kind: moneyMovements.kind,
      amount: moneyMovements.amount,
      note: moneyMovements.note,
      actorName: moneyMovements.actorName,
    })
    .from(moneyMovements)
    .where(
      and(
        eq(moneyMovements.businessDay, day),
        inArray(moneyMovements.kind, [...TILL_MOVEMENT_KINDS]),
      ),
    )
    .orderBy(asc(moneyMovements.id));
}
