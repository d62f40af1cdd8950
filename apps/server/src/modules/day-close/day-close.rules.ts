import {
  feeStillOwed,
  APP_ROUTES,
  bookingMoney,
  quotePadel,
  routePath,
  slotLabel,
  slotRanges,
  venueInstant,
  TRANSFER_MESSAGES,
  type BookingAhead,
  type DayCloseBlock,
  type DayCloseReport,
  type PadelPrices,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { moneyFieldsOf } from '../notifications/messages/booking-facts';
import { memberPhones, openOrdersBetween, type BookingRow } from './day-close.repo';

/**
 * What still blocks a day's close, and what the day's bookings owed or were let off
 * (docs/till.md#day-close). Blocks warn: the close goes ahead once staff acknowledge them.
 */

const bookingTitle = (row: BookingRow) =>
  `Booking #${row.id}, ${row.selectedCourt ?? 'Table'}, ${slotRanges(row.slotHours.map(slotLabel)).join(', ')}, ${row.customerName}`;

const bookingLink = (row: BookingRow) => routePath(APP_ROUTES.bookingDetail, { id: row.id });

/** When a booking's last slot ends. */
const bookingEnd = (row: BookingRow, timeZone: string) =>
  venueInstant(row.selectedDate, Math.max(...row.slotHours) + 1, timeZone);

/** Why a pending booking still holds its slots. */
function holdWaitsFor(row: BookingRow): string {
  if (row.confirmBy !== null) return "Waiting for the customer's code";
  if (row.transferBy !== null) return TRANSFER_MESSAGES.toCheck;
  if (bookingMoney(moneyFieldsOf(row)).advanceDue) return 'Waiting for the card advance';
  return 'Waiting for staff to confirm';
}

/** Finished padel bookings still owing, and holds still waiting, of the day's bookings. */
export function bookingBlocks(
  rows: readonly BookingRow[],
  { timeZone, now }: { timeZone: string; now: Date },
): DayCloseBlock[] {
  const blocks: DayCloseBlock[] = [];
  for (const row of rows) {
    if (row.status === 'Pending' && !row.disabled) {
      blocks.push({
        kind: 'hold-waiting',
        id: row.id,
        title: bookingTitle(row),
        detail: holdWaitsFor(row),
        amount: null,
        link: bookingLink(row),
      });
      continue;
    }
    const played = row.status === 'Booking Confirmed' || row.status === 'arrived';
    if (row.bookingType !== 'Padel' || !played || bookingEnd(row, timeZone) > now) continue;
    // The one reading of what it owes (docs/payments.md#one-reading).
    const owed = bookingMoney(moneyFieldsOf(row)).owed;
    if (owed > 0) {
      blocks.push({
        kind: 'balance-owed',
        id: row.id,
        title: bookingTitle(row),
        detail: 'Finished with a balance owed',
        amount: owed,
        link: bookingLink(row),
      });
    }
  }
  return blocks;
}

/**
 * The day's bookings still to come (docs/till.md#day-close): not cancelled and starting after
 * `now`. A close asks first, as the day is not over while they are ahead.
 */
export function bookingsAhead(
  rows: readonly BookingRow[],
  { timeZone, now }: { timeZone: string; now: Date },
): BookingAhead[] {
  return rows.flatMap((row) => {
    if (row.status === 'Booking Cancelled' || row.disabled) return [];
    const startsAt = venueInstant(row.selectedDate, Math.min(...row.slotHours), timeZone);
    if (startsAt <= now) return [];
    return [
      {
        id: row.id,
        title: bookingTitle(row),
        startsAt: startsAt.toISOString(),
        link: bookingLink(row),
      },
    ];
  });
}

/** The day's café orders not handed over or not paid; a counter order unpaid is an open tab. */
export async function orderBlocks(db: Database, from: Date, to: Date): Promise<DayCloseBlock[]> {
  const rows = await openOrdersBetween(db, from, to);
  return rows.map((row) => {
    const unpaid = row.paymentStatus === 'unpaid';
    const handedOver = row.collectedAt !== null || row.status === 'Sent';
    const toCheck = row.transferBy !== null;
    const detail = toCheck
      ? TRANSFER_MESSAGES.toCheck
      : row.source === 'counter' && unpaid
        ? 'Open tab'
        : unpaid && !handedOver
          ? 'Not collected and not paid'
          : unpaid
            ? 'Not paid'
            : 'Not collected';
    return {
      kind: 'order-open' as const,
      id: row.id,
      title: `Order #${row.id}, ${row.customerName}`,
      detail,
      amount: unpaid ? row.totalPrice : null,
      link: routePath(toCheck ? APP_ROUTES.transfers : APP_ROUTES.orderList),
    };
  });
}

/**
 * Fees the day's bookings still owe: no-shows and late cancellations (a fee taken at the desk is
 * money, on the courts' fees line, docs/bookings.md#fees).
 */
export function feesOwed(rows: readonly BookingRow[]): DayCloseReport['feesOwed'] {
  const fees = { noShow: { count: 0, amount: 0 }, lateCancellation: { count: 0, amount: 0 } };
  for (const row of rows) {
    const owed = feeStillOwed(row);
    if (owed <= 0) continue;
    const which =
      row.status === 'No-show'
        ? fees.noShow
        : row.lateCancellation
          ? fees.lateCancellation
          : undefined;
    if (!which) continue;
    which.count += 1;
    which.amount += owed;
  }
  return fees;
}

/**
 * What members paid less than the venue's prices on the day's padel bookings (docs/prices.md#member-price):
 * for each booking of a customer tagged `member`, the venue's price of its slots less its amount.
 */
export async function memberDiscounts(
  db: Database,
  rows: readonly BookingRow[],
  prices: PadelPrices,
): Promise<DayCloseReport['memberDiscounts']> {
  const padel = rows.filter(
    (row) => row.bookingType === 'Padel' && row.status !== 'Booking Cancelled',
  );
  const members = await memberPhones(
    db,
    padel.map((row) => row.phoneNumber),
  );
  let count = 0;
  let amount = 0;
  for (const row of padel) {
    if (!members.has(row.phoneNumber)) continue;
    const off = quotePadel(prices, row.selectedDate, row.slotHours).total - row.amount;
    if (off <= 0) continue;
    count += 1;
    amount += off;
  }
  return { count, amount };
}
