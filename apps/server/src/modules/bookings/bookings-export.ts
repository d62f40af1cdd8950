import type { AdminBooking } from '@padel/contracts';
import ExcelJS from 'exceljs';

/**
 * Every booking field but sessionId and reminderSent (see docs/bookings.md#export), in the order
 * admins read them.
 */
export const EXPORT_COLUMNS: { header: keyof AdminBooking; width: number }[] = [
  { header: 'id', width: 8 },
  { header: 'customerName', width: 24 },
  { header: 'email', width: 28 },
  { header: 'phoneNumber', width: 14 },
  { header: 'bookingType', width: 10 },
  { header: 'selectedDate', width: 12 },
  { header: 'selectedSlots', width: 40 },
  { header: 'selectedCourt', width: 10 },
  { header: 'numberOfGuests', width: 8 },
  { header: 'status', width: 18 },
  { header: 'cancelReason', width: 24 },
  { header: 'disabled', width: 8 },
  { header: 'customer_instruction', width: 30 },
  { header: 'unit_amount', width: 10 },
  { header: 'amount', width: 10 },
  { header: 'paymentType', width: 12 },
  { header: 'PaymentStatus', width: 12 },
  { header: 'remaining_paymentType', width: 14 },
  { header: 'BookingSource', width: 12 },
  { header: 'feedback', width: 30 },
  { header: 'staffNotes', width: 30 },
  { header: 'invoiceNumber', width: 18 },
  { header: 'createdAt', width: 22 },
];

/** A cell's value; an empty field is an empty cell (null), never the text "null". */
function cell(booking: AdminBooking, key: keyof AdminBooking): string | number | boolean | null {
  if (key === 'selectedSlots') return booking.selectedSlots.join(', ');
  if (key === 'BookingSource') return booking.BookingSource === 'in-person' ? 'Walk-In' : 'Online';
  const value = booking[key];
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : value;
}

/** bookings.xlsx with one sheet, Bookings (see docs/bookings.md#export). */
export async function bookingsWorkbook(bookings: AdminBooking[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bookings');
  sheet.columns = EXPORT_COLUMNS.map(({ header, width }) => ({ header, key: header, width }));
  sheet.getRow(1).font = { bold: true };
  for (const booking of bookings) {
    sheet.addRow(EXPORT_COLUMNS.map(({ header }) => cell(booking, header)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
