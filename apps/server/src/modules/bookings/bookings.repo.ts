import type { LedgerTaking, RefundSummary } from '@padel/contracts';
import { and, asc, desc, eq, getTableColumns, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dateInRange, nameContains, phoneContains } from '../../db/filters';
import { bookings } from '../../db/schema';
import { currentTime } from '../../lib/clock';
import { bookingLedgerPaid, bookingPaidBy, bookingRefundSummary } from '../ledger/refunds.repo';

/**
 * A booking as the services read it: its row, and what it owes or gave back, summed from its
 * refunds (docs/payments.md#refunds), which are rows of their own.
 */
export const bookingColumns = {
  ...getTableColumns(bookings),
  refund: bookingRefundSummary,
  ledgerPaid: bookingLedgerPaid,
  paidBy: bookingPaidBy,
};
export type BookingRow = typeof bookings.$inferSelect & {
  refund: RefundSummary | null;
  ledgerPaid: number | null;
  paidBy: LedgerTaking[] | null;
};
export type NewBooking = typeof bookings.$inferInsert;

export async function insertBooking(db: Database, booking: NewBooking): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(booking).returning(bookingColumns);
  return row!;
}

export function findBookingByToken(db: Database, token: string): Promise<BookingRow | undefined> {
  return db
    .select(bookingColumns)
    .from(bookings)
    .where(eq(bookings.accessToken, token))
    .then((rows) => rows[0]);
}

/** The booking behind a customer's link, locked until the transaction ends (a status change). */
export function lockBookingByToken(db: Database, token: string): Promise<BookingRow | undefined> {
  return db
    .select(bookingColumns)
    .from(bookings)
    .where(eq(bookings.accessToken, token))
    .for('update')
    .then((rows) => rows[0]);
}

export function findBookingById(db: Database, id: number): Promise<BookingRow | undefined> {
  return db
    .select(bookingColumns)
    .from(bookings)
    .where(eq(bookings.id, id))
    .then((rows) => rows[0]);
}

export async function setFeedback(db: Database, id: number, feedback: string): Promise<void> {
  await db.update(bookings).set({ feedback, updatedAt: currentTime() }).where(eq(bookings.id, id));
}

/**
 * GET /api/get-booking-fields (see docs/bookings.md#holds): every booking of a day, without
 * customer data.
 */
export function listBookingFields(db: Database, date: string) {
  return db
    .select({
      selectedDate: bookings.selectedDate,
      selectedCourt: bookings.selectedCourt,
      bookingType: bookings.bookingType,
      disabled: bookings.disabled,
      status: bookings.status,
      slotHours: bookings.slotHours,
    })
    .from(bookings)
    .where(eq(bookings.selectedDate, date))
    .orderBy(bookings.id);
}

/** The booking, locked until the transaction ends, so two status changes cannot interleave. */
export function lockBooking(db: Database, id: number): Promise<BookingRow | undefined> {
  return db
    .select(bookingColumns)
    .from(bookings)
    .where(eq(bookings.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

/**
 * A change of a booking's row other than its status: the status is written only by a transition
 * (`writeTransition`, called by apply-transition.service.ts alone; ADR 053).
 */
export type BookingPatch = Omit<Partial<NewBooking>, 'status'>;

export function updateBooking(db: Database, id: number, patch: BookingPatch): Promise<BookingRow> {
  return writeTransition(db, id, patch);
}

/** The row's write of a transition, status included: apply-transition.service.ts's only. */
export async function writeTransition(
  db: Database,
  id: number,
  patch: Partial<NewBooking>,
): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({ ...patch, updatedAt: currentTime() })
    .where(eq(bookings.id, id))
    .returning(bookingColumns);
  return row!;
}

export interface BookingFilter {
  date: string;
  today: string;
  search?: string;
  /** The search's digits as stored numbers are written (the contracts' `phoneSearchDigits`). */
  searchDigits?: string;
  status?: BookingRow['status'];
  type?: BookingRow['bookingType'];
  limit: number;
  offset: number;
}

/**
 * One page of the admin list, filtered, searched and counted in the database. A search by a part
 * of a name or a phone spans every date (see docs/bookings.md#booking-list), served by the
 * trigram indexes (docs/quality.md#b9-search); the order is today first, then the newest
 * date first, and within a day by playing time: first slot hour, then court (tables after courts).
 */
export async function listBookingsPage(db: Database, filter: BookingFilter) {
  const conditions = [
    filter.search
      ? or(
          nameContains(bookings.customerName, filter.search),
          filter.searchDigits
            ? phoneContains(bookings.phoneNumber, filter.searchDigits)
            : undefined,
        )
      : eq(bookings.selectedDate, filter.date),
    filter.status ? eq(bookings.status, filter.status) : undefined,
    filter.type ? eq(bookings.bookingType, filter.type) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select(bookingColumns)
      .from(bookings)
      .where(where)
      .orderBy(
        sql`(${bookings.selectedDate} = ${filter.today}) DESC`,
        sql`${bookings.selectedDate} DESC`,
        sql`${bookings.slotHours}[1] ASC`,
        sql`${bookings.selectedCourt} ASC NULLS LAST`,
        sql`${bookings.id} ASC`,
      )
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(bookings)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The first date after `date` with any booking on it (the list's empty day points there). */
export async function nextBookingDate(db: Database, date: string): Promise<string | null> {
  const [row] = await db
    .select({ date: bookings.selectedDate })
    .from(bookings)
    .where(gt(bookings.selectedDate, date))
    .orderBy(asc(bookings.selectedDate))
    .limit(1);
  return row?.date ?? null;
}

export async function deleteBooking(db: Database, id: number): Promise<BookingRow | undefined> {
  // Its refunds stay, as its ledger rows do: the summary is read before the row goes.
  const [row] = await db.delete(bookings).where(eq(bookings.id, id)).returning(bookingColumns);
  return row;
}

/**
 * One page of the export's bookings (GET /api/get-booking, docs/bookings.md#export): dated within
 * the range (inclusive), in the spreadsheet's order, newest date first, then newest first; and how
 * many there are in all.
 */
export async function listBookingsForExportPage(
  db: Database,
  range: { from?: string; to?: string },
  page: { limit: number; offset: number },
) {
  const where = dateInRange(bookings.selectedDate, range);
  const [rows, [count]] = await Promise.all([
    db
      .select(bookingColumns)
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.selectedDate), desc(bookings.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(bookings)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * One batch of the export: bookings dated within the range (inclusive), newest date first, then
 * newest first, after the last one of the previous batch (keyset; see docs/bookings.md#export).
 */
export function listBookingsForExport(
  db: Database,
  range: { from?: string; to?: string },
  after: { selectedDate: string; id: number } | undefined,
  limit: number,
) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .where(
      and(
        dateInRange(bookings.selectedDate, range),
        after
          ? sql`(${bookings.selectedDate}, ${bookings.id}) < (${after.selectedDate}::date, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(bookings.selectedDate), desc(bookings.id))
    .limit(limit);
}

/** Sets the invoice number unless one is stored; answers the stored one either way. */
export async function claimInvoiceNumber(
  db: Database,
  id: number,
  candidate: string,
): Promise<string | undefined> {
  await db
    .update(bookings)
    .set({ invoiceNumber: candidate })
    .where(and(eq(bookings.id, id), sql`${bookings.invoiceNumber} IS NULL`));
  const row = await findBookingById(db, id);
  return row?.invoiceNumber ?? undefined;
}
