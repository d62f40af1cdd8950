import { randomBytes } from 'node:crypto';
import {
  addDays,
  advanceOf,
  COURTS,
  DEFAULT_VENUE_SETTINGS,
  quotePadel,
  venueSettingsSchema,
  type BookingSource,
  type BookingStatus,
  type BookingType,
  type Court,
  type PaymentStatus,
  type PaymentType,
  type RemainingPaymentType,
} from '@padel/contracts';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { courtSlotHolds, tableSlotHolds } from '../../src/db/schema';
import { currentTime } from '../../src/lib/clock';
import { recordAudit } from '../../src/modules/audit/audit.repo';
import { insertBooking, type BookingRow } from '../../src/modules/bookings/bookings.repo';
import { holdSlots, readTotalTables } from '../../src/modules/bookings/slot-holds.repo';
import { readStoredSettings } from '../../src/modules/settings/settings.repo';
import { Till } from '../../src/modules/ledger/till.service';
import { daysFromToday, TEST_TIMEZONE } from '../clock';

/** A booking as a test wants it; every field has a default (see `givenBooking`). */
export interface GivenBooking {
  type?: BookingType;
  /** Padel only; Court 1 unless told. */
  court?: Court;
  date?: string;
  /** Start hours (0-23) of its slots. */
  hours?: number[];
  status?: BookingStatus;
  /** Staff's reason; a cancelled booking has one. */
  cancelReason?: string;
  paymentType?: PaymentType;
  paymentStatus?: PaymentStatus;
  remainingPaymentType?: RemainingPaymentType | null;
  /** 'paid': the card advance the provider confirmed (docs/payments.md#card-payments). */
  cardAdvance?: 'paid';
  source?: BookingSource;
  customerName?: string;
  email?: string;
  phoneNumber?: string;
  numberOfGuests?: number;
  customerInstruction?: string | null;
  /** The price; by default the venue's current prices' (docs/prices.md#server-computes). */
  amount?: number;
}

/** How far ahead a booking without a date looks for a free slot: the longest booking window. */
const DAYS_SEARCHED = 366;

/**
 * A booking written straight to the database, as POST /api/create-booking leaves it (its holds,
 * its price, its 'create' audit entry) but without its messages: a live booking holds its slots in
 * the same transaction, so the database refuses a second booking of them (docs/bookings.md#holds),
 * and a cancelled one holds none. Without `date` or `hours` it takes the first free ones from
 * tomorrow on the test clock (docs/quality.md#one-clock), so tests need not share out slots.
 */
export async function givenBooking(db: Database, wanted: GivenBooking = {}): Promise<BookingRow> {
  const type = wanted.type ?? 'Padel';
  const court = type === 'Padel' ? (wanted.court ?? COURTS[0]) : null;
  const status = wanted.status ?? 'Pending';
  const live = status !== 'Booking Cancelled';
  const { date, hours } =
    wanted.date !== undefined && wanted.hours !== undefined
      ? { date: wanted.date, hours: wanted.hours }
      : await freeSlot(db, court, wanted.date, wanted.hours);
  const price = await priceOf(db, type, date, hours);
  const amount = wanted.amount ?? price.total;
  const byCard = wanted.cardAdvance === 'paid';
  return db.transaction(async (tx) => {
    const row = await insertBooking(tx, {
      customerName: wanted.customerName ?? 'Test Customer',
      email: wanted.email ?? 'customer@example.com',
      phoneNumber: wanted.phoneNumber ?? '03001234567',
      bookingType: type,
      selectedDate: date,
      slotHours: [...hours].sort((a, b) => a - b),
      selectedCourt: court,
      numberOfGuests: wanted.numberOfGuests ?? 2,
      customerInstruction: wanted.customerInstruction ?? null,
      unitAmount: price.unitAmount,
      amount,
      priceLines: price.lines,
      status,
      cancelReason: live ? null : (wanted.cancelReason ?? 'Cancelled by staff'),
      disabled: !live,
      bookingSource: wanted.source ?? 'online',
      paymentType: wanted.paymentType ?? (byCard ? 'PayViaCard' : 'PayLater'),
      paymentStatus: wanted.paymentStatus ?? (byCard ? '50%Paid' : 'UnPaid'),
      remainingPaymentType: wanted.remainingPaymentType ?? null,
      accessToken: randomBytes(24).toString('base64url'),
      ...(byCard ? cardAdvanceColumns(amount) : {}),
    });
    // The advance is money taken: the ledger records it, as the provider's webhook does.
    if (byCard) {
      await new Till(TEST_TIMEZONE, currentTime).record(tx, {
        bookingId: row.id,
        kind: 'advance',
        method: 'card-online',
        amount: row.cardPaymentAmount!,
        reference: row.cardPaymentReference,
        actor: { type: 'system' },
      });
    }
    if (live && !(await holdSlots(tx, row.id, row, hours))) {
      throw new Error(
        `given.booking: no café table is free on ${date} at one of ${hours.join(', ')}`,
      );
    }
    await recordAudit(tx, {
      actor: { type: row.bookingSource === 'online' ? 'customer' : 'admin' },
      action: 'create',
      entity: 'booking',
      entityId: row.id,
      after: { status: row.status, bookingType: row.bookingType, date: row.selectedDate },
    });
    return row;
  });
}

/** The card advance as the provider's webhook records it (docs/payments.md#webhook). */
function cardAdvanceColumns(amount: number) {
  const reference = randomBytes(12).toString('hex');
  return {
    checkoutSessionId: `cs_given_${reference}`,
    cardPaymentAmount: advanceOf(amount),
    cardPaidAt: currentTime(),
    cardPaymentReference: `pi_given_${reference}`,
  };
}

/** The price under the venue's stored prices, or a fresh install's; a table booking is free. */
async function priceOf(db: Database, type: BookingType, date: string, hours: number[]) {
  if (type === 'Table') return { total: 0, unitAmount: null, lines: [] };
  const stored = await readStoredSettings(db);
  const { prices } = venueSettingsSchema.parse({ ...DEFAULT_VENUE_SETTINGS, ...(stored ?? {}) });
  return quotePadel(prices, date, hours);
}

/**
 * The first day (only `date`, when given) on which the wanted hours, or else one hour, are free:
 * on the court, or at some café table. One read of the holds in the days searched.
 */
async function freeSlot(
  db: Database,
  court: Court | null,
  date: string | undefined,
  hours: number[] | undefined,
): Promise<{ date: string; hours: number[] }> {
  const tomorrow = daysFromToday(1);
  const days = date
    ? [date]
    : Array.from({ length: DAYS_SEARCHED }, (_, i) => addDays(tomorrow, i));
  const taken = await heldHours(db, court, days[0]!, days.at(-1)!);
  for (const day of days) {
    const free = Array.from({ length: 24 }, (_, hour) => hour).filter(
      (hour) => !taken.has(`${day} ${hour}`),
    );
    if (hours === undefined && free.length > 0) return { date: day, hours: [free[0]!] };
    if (hours !== undefined && hours.every((h) => free.includes(h))) return { date: day, hours };
  }
  throw new Error(`given.booking: no free slot${date ? ` on ${date}` : ''}`);
}

/** `date hour` of every hour from `from` to `to` held on the court, or with every table held. */
async function heldHours(
  db: Database,
  court: Court | null,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = court
    ? await db
        .select({ date: courtSlotHolds.date, hour: courtSlotHolds.hour })
        .from(courtSlotHolds)
        .where(and(eq(courtSlotHolds.court, court), between(courtSlotHolds.date, from, to)))
    : await db
        .select({ date: tableSlotHolds.date, hour: tableSlotHolds.hour })
        .from(tableSlotHolds)
        .where(between(tableSlotHolds.date, from, to))
        .groupBy(tableSlotHolds.date, tableSlotHolds.hour)
        .having(sql`count(*) >= ${await readTotalTables(db)}`);
  return new Set(rows.map((row) => `${row.date} ${row.hour}`));
}
