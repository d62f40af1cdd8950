import type { Readable } from 'node:stream';
import type { AdminBooking, BookingExportQuery } from '@padel/contracts';
import type { Database } from '../../db/client';
import {
  keysetBatches,
  streamSheet,
  type CellValue,
  type SheetColumn,
} from '../../lib/xlsx-export';
import { toAdminBooking } from './booking-view';
import { listBookingsForExport } from './bookings.repo';

/**
 * Every booking field but sessionId and reminderSent (see docs/bookings.md#export), in the order
 * admins read them; the headers are the field names.
 */
const EXPORT_FIELDS: { field: keyof AdminBooking; width: number }[] = [
  { field: 'id', width: 8 },
  { field: 'customerName', width: 24 },
  { field: 'email', width: 28 },
  { field: 'phoneNumber', width: 14 },
  { field: 'bookingType', width: 10 },
  { field: 'selectedDate', width: 12 },
  { field: 'selectedSlots', width: 40 },
  { field: 'selectedCourt', width: 10 },
  { field: 'numberOfGuests', width: 8 },
  { field: 'status', width: 18 },
  { field: 'cancelReason', width: 24 },
  { field: 'disabled', width: 8 },
  { field: 'customer_instruction', width: 30 },
  { field: 'unit_amount', width: 10 },
  { field: 'amount', width: 10 },
  { field: 'paymentType', width: 12 },
  { field: 'PaymentStatus', width: 12 },
  { field: 'remaining_paymentType', width: 14 },
  { field: 'BookingSource', width: 12 },
  { field: 'feedback', width: 30 },
  { field: 'staffNotes', width: 30 },
  { field: 'invoiceNumber', width: 18 },
  { field: 'createdAt', width: 22 },
];

/** A cell's value; an empty field is an empty cell (null), never the text "null". */
function cell(booking: AdminBooking, key: keyof AdminBooking): CellValue {
  if (key === 'selectedSlots') return booking.selectedSlots.join(', ');
  if (key === 'BookingSource') return booking.BookingSource === 'in-person' ? 'Walk-In' : 'Online';
  const value = booking[key];
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : value;
}

const COLUMNS: SheetColumn<AdminBooking>[] = EXPORT_FIELDS.map(({ field, width }) => ({
  header: field,
  width,
  value: (booking) => cell(booking, field),
}));

/**
 * bookings.xlsx with one sheet, Bookings, of the bookings dated within the range, newest date
 * first, then newest first (see docs/bookings.md#export).
 */
export function exportBookings(db: Database, range: BookingExportQuery): Readable {
  const batches = keysetBatches(
    async (after: Pick<AdminBooking, 'selectedDate' | 'id'> | undefined, limit) =>
      (await listBookingsForExport(db, range, after, limit)).map(toAdminBooking),
    ({ selectedDate, id }) => ({ selectedDate, id }),
  );
  return streamSheet('Bookings', COLUMNS, batches);
}
