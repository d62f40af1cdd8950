import { COURTS, type Schedule } from '@padel/contracts';
import type { Database } from '../../db/client';
import {
  countTableHoldsByHour,
  listCourtHoldsWithBookings,
  readTotalTables,
} from './bookings.repo';

export async function scheduleFor(db: Database, date: string): Promise<Schedule> {
  const [holds, tableCounts, totalTables] = await Promise.all([
    listCourtHoldsWithBookings(db, date),
    countTableHoldsByHour(db, date),
    readTotalTables(db),
  ]);
  const onCourt = (court: string) =>
    holds
      .filter((hold) => hold.court === court)
      .map(({ hour, bookingId, customerName, status, paymentStatus }) => ({
        hour,
        bookingId,
        customerName,
        status: status as Schedule['courts']['Court 1'][number]['status'],
        PaymentStatus: paymentStatus as Schedule['courts']['Court 1'][number]['PaymentStatus'],
      }));
  const heldByHour = Array.from({ length: 24 }, () => 0);
  for (const row of tableCounts) heldByHour[row.hour] = row.held;
  return {
    date,
    courts: {
      [COURTS[0]]: onCourt(COURTS[0]),
      [COURTS[1]]: onCourt(COURTS[1]),
    } as Schedule['courts'],
    tables: { totalTables, heldByHour },
  };
}
