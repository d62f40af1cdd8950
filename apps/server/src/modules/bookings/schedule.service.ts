import { perCourt, type Court, type Schedule } from '@padel/contracts';
import type { Database } from '../../db/client';
import {
  countTableHoldsByHour,
  listCourtHoldsWithBookings,
  readTotalTables,
} from './slot-holds.repo';

export async function scheduleFor(db: Database, date: string): Promise<Schedule> {
  const [holds, tableCounts, totalTables] = await Promise.all([
    listCourtHoldsWithBookings(db, date),
    countTableHoldsByHour(db, date),
    readTotalTables(db),
  ]);
  const onCourt = (court: Court) =>
    holds
      .filter((hold) => hold.court === court)
      .map(({ hour, bookingId, customerName, status, paymentStatus }) => ({
        hour,
        bookingId,
        customerName,
        status,
        PaymentStatus: paymentStatus,
      }));
  const heldByHour = Array.from({ length: 24 }, () => 0);
  for (const row of tableCounts) heldByHour[row.hour] = row.held;
  return { date, courts: perCourt(onCourt), tables: { totalTables, heldByHour } };
}
