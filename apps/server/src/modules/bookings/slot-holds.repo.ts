/**
 * The held slots of docs/bookings.md#holds: one row per court-hour (padel) or per table-hour
 * (café), written in the booking's transaction; their keys are what refuse a double booking.
 */
import type { BookingType, Court } from '@padel/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, courtSlotHolds, tableSlotHolds, tablesSetting } from '../../db/schema';

/** Holds padel slots; a slot another live booking holds fails with a unique violation. */
export async function holdCourtSlots(
  db: Database,
  bookingId: number,
  court: Court,
  date: string,
  hours: number[],
): Promise<void> {
  await db.insert(courtSlotHolds).values(hours.map((hour) => ({ court, date, hour, bookingId })));
}

export async function readTotalTables(db: Database): Promise<number> {
  const [row] = await db.select({ total: tablesSetting.totalTables }).from(tablesSetting);
  return row?.total ?? 0;
}

/**
 * Holds the lowest free table number for an hour, or answers false when all `totalTables` are
 * held. Two requests picking the same number at once: one fails with a unique violation.
 */
export async function holdFreeTable(
  db: Database,
  bookingId: number,
  date: string,
  hour: number,
  totalTables: number,
): Promise<boolean> {
  const result = (await db.execute(sql`
    INSERT INTO table_slot_holds (date, hour, table_number, booking_id)
    SELECT ${date}, ${hour}, n, ${bookingId}
      FROM generate_series(1, ${totalTables}::int) AS n
     WHERE NOT EXISTS (SELECT 1 FROM table_slot_holds h
                        WHERE h.date = ${date} AND h.hour = ${hour} AND h.table_number = n)
     ORDER BY n
     LIMIT 1
    RETURNING table_number`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

/**
 * Holds a booking's hours where it is: its court's slots (padel), or a free table each hour
 * (café). False when an hour has no free table; a court-hour another booking holds fails with a
 * unique violation. A new booking and a moved one hold alike.
 */
export async function holdSlots(
  db: Database,
  bookingId: number,
  place: { bookingType: BookingType; selectedCourt: Court | null; selectedDate: string },
  hours: number[],
): Promise<boolean> {
  if (place.bookingType === 'Padel') {
    await holdCourtSlots(db, bookingId, place.selectedCourt!, place.selectedDate, hours);
    return true;
  }
  const totalTables = await readTotalTables(db);
  for (const hour of hours) {
    if (!(await holdFreeTable(db, bookingId, place.selectedDate, hour, totalTables))) return false;
  }
  return true;
}

/** Frees every slot and table a booking holds. */
export async function releaseHolds(db: Database, bookingId: number): Promise<void> {
  await db.delete(courtSlotHolds).where(eq(courtSlotHolds.bookingId, bookingId));
  await db.delete(tableSlotHolds).where(eq(tableSlotHolds.bookingId, bookingId));
}

export function listCourtHolds(db: Database, date: string) {
  return db
    .select({ court: courtSlotHolds.court, hour: courtSlotHolds.hour })
    .from(courtSlotHolds)
    .where(eq(courtSlotHolds.date, date));
}

export function countTableHoldsByHour(db: Database, date: string) {
  return db
    .select({ hour: tableSlotHolds.hour, held: sql<number>`count(*)::int` })
    .from(tableSlotHolds)
    .where(eq(tableSlotHolds.date, date))
    .groupBy(tableSlotHolds.hour);
}

/** Held padel slots of a day with the booking each belongs to (schedule board). */
export function listCourtHoldsWithBookings(db: Database, date: string) {
  return db
    .select({
      court: courtSlotHolds.court,
      hour: courtSlotHolds.hour,
      bookingId: bookings.id,
      customerName: bookings.customerName,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
    })
    .from(courtSlotHolds)
    .innerJoin(bookings, eq(bookings.id, courtSlotHolds.bookingId))
    .where(eq(courtSlotHolds.date, date))
    .orderBy(courtSlotHolds.hour);
}
