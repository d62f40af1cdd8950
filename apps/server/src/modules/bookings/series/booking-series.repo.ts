import type { Court, SeriesStatus } from '@padel/contracts';
import { and, asc, between, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bookings, bookingSeries, courtSlotHolds } from '../../../db/schema';
import { currentTime } from '../../../lib/clock';
import { bookingColumns, type BookingRow } from '../bookings.repo';

/** The booking series of docs/bookings.md#series, as stored. */
export type SeriesRow = typeof bookingSeries.$inferSelect;
export type NewSeries = typeof bookingSeries.$inferInsert;

export async function insertSeries(db: Database, series: NewSeries): Promise<SeriesRow> {
  const [row] = await db.insert(bookingSeries).values(series).returning();
  return row!;
}

export function findSeries(db: Database, id: number): Promise<SeriesRow | undefined> {
  return db
    .select()
    .from(bookingSeries)
    .where(eq(bookingSeries.id, id))
    .then((rows) => rows[0]);
}

/** The series, locked until the transaction ends: one change of a series at a time. */
export function lockSeries(db: Database, id: number): Promise<SeriesRow | undefined> {
  return db
    .select()
    .from(bookingSeries)
    .where(eq(bookingSeries.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export async function updateSeries(
  db: Database,
  id: number,
  patch: Partial<NewSeries>,
): Promise<SeriesRow> {
  const [row] = await db
    .update(bookingSeries)
    .set({ ...patch, updatedAt: currentTime() })
    .where(eq(bookingSeries.id, id))
    .returning();
  return row!;
}

/**
 * The series of a status (all when left out), newest first, and only `phone`'s when given;
 * `active` and `ended` are told apart by the last date (an active series whose last date has
 * passed has ended).
 */
export function listSeries(
  db: Database,
  today: string,
  filter: { status?: SeriesStatus; phone?: string },
): Promise<SeriesRow[]> {
  const { status, phone } = filter;
  const byStatus =
    status === 'cancelled'
      ? eq(bookingSeries.status, 'cancelled')
      : status === 'active'
        ? and(eq(bookingSeries.status, 'active'), gte(bookingSeries.endDate, today))
        : status === 'ended'
          ? and(eq(bookingSeries.status, 'active'), sql`${bookingSeries.endDate} < ${today}`)
          : undefined;
  const byPhone = phone === undefined ? undefined : eq(bookingSeries.phoneNumber, phone);
  return db
    .select()
    .from(bookingSeries)
    .where(and(byStatus, byPhone))
    .orderBy(sql`${bookingSeries.id} DESC`);
}

/** Every booking of a series, by date. */
export function listSeriesBookings(db: Database, seriesId: number): Promise<BookingRow[]> {
  return db
    .select(bookingColumns)
    .from(bookings)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(asc(bookings.selectedDate), asc(bookings.id));
}

/** The next date from `today` with a live booking, per series. */
export async function nextSeriesDates(
  db: Database,
  seriesIds: number[],
  today: string,
): Promise<Map<number, string>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await db
    .select({ seriesId: bookings.seriesId, date: sql<string>`min(${bookings.selectedDate})` })
    .from(bookings)
    .where(
      and(
        inArray(bookings.seriesId, seriesIds),
        gte(bookings.selectedDate, today),
        inArray(bookings.status, ['Pending', 'Booking Confirmed']),
      ),
    )
    .groupBy(bookings.seriesId);
  return new Map(rows.map((row) => [row.seriesId!, String(row.date)]));
}

/** The court's held hours on some dates, with the booking holding each. */
export function courtHoldsOn(db: Database, court: Court, dates: string[]) {
  if (dates.length === 0) return Promise.resolve([]);
  return db
    .select({
      date: courtSlotHolds.date,
      hour: courtSlotHolds.hour,
      bookingId: courtSlotHolds.bookingId,
    })
    .from(courtSlotHolds)
    .where(and(eq(courtSlotHolds.court, court), inArray(courtSlotHolds.date, dates)))
    .orderBy(asc(courtSlotHolds.date), asc(courtSlotHolds.hour));
}

/** Active series ending from `today` to `until` whose customer has not had the renewal message. */
export function listSeriesDueRenewal(
  db: Database,
  today: string,
  until: string,
): Promise<SeriesRow[]> {
  return db
    .select()
    .from(bookingSeries)
    .where(
      and(
        eq(bookingSeries.status, 'active'),
        between(bookingSeries.endDate, today, until),
        isNull(bookingSeries.renewalSentAt),
      ),
    )
    .orderBy(asc(bookingSeries.id))
    .for('update', { skipLocked: true });
}

/**
 * The active series on `courts` whose first refusal still runs on `today` (docs/bookings.md#series):
 * their hours after their last date, up to `date`, are kept for their customer.
 */
export function listSeriesKeeping(
  db: Database,
  courts: readonly Court[],
  weekday: number,
  today: string,
  date: string,
): Promise<SeriesRow[]> {
  return db
    .select()
    .from(bookingSeries)
    .where(
      and(
        eq(bookingSeries.status, 'active'),
        inArray(bookingSeries.court, [...courts]),
        eq(bookingSeries.weekday, weekday),
        isNotNull(bookingSeries.renewBy),
        gte(bookingSeries.renewBy, today),
        sql`${bookingSeries.endDate} < ${date}`,
        lte(bookingSeries.startDate, date),
      ),
    )
    .orderBy(asc(bookingSeries.id));
}
