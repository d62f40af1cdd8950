import type { Readable } from 'node:stream';
import {
  BOOKING_STATUS_WORDS,
  bookingMoney,
  type BookingMoney,
  venueIsoTime,
  type AdminBooking,
  type BookingExportQuery,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import {
  keysetBatches,
  streamWorkbook,
  wallClockDate,
  type CellValue,
  type SheetColumn,
} from '../../lib/xlsx-export';
import { toAdminBooking } from './booking.view';
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
  { field: 'advance', width: 10 },
  { field: 'cardAdvance', width: 10 },
  { field: 'refund', width: 30 },
  { field: 'remainingBalance', width: 10 },
  { field: 'BookingSource', width: 12 },
  { field: 'feedback', width: 30 },
  { field: 'staffNotes', width: 30 },
  { field: 'invoiceNumber', width: 18 },
  { field: 'createdAt', width: 22 },
];

/** The source in words, as the booking list says it. */
const sourceText = (booking: AdminBooking) =>
  booking.BookingSource === 'in-person' ? 'Walk-In' : 'Online';

/**
 * A cell's value; an empty field is an empty cell (null), never the text "null". Times are the
 * venue's (`timeZone`), written with its offset: a UTC time reads as the wrong hour at the venue.
 */
function cell(booking: AdminBooking, key: keyof AdminBooking, timeZone: string): CellValue {
  if (key === 'selectedSlots') return booking.selectedSlots.join(', ');
  if (key === 'BookingSource') return sourceText(booking);
  if (key === 'createdAt') return venueIsoTime(timeZone, new Date(booking.createdAt));
  const value = booking[key];
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : value;
}

/** The spec's sheet: the field names as headings (docs/api.md#calls, GET /get-booking). */
const bookingsSheet = (timeZone: string) => ({
  name: 'Bookings',
  columns: EXPORT_FIELDS.map(({ field, width }): SheetColumn<AdminBooking> => ({
    header: field,
    width,
    value: (booking) => cell(booking, field, timeZone),
  })),
});

/**
 * The sheet for people: plain headings, dates as dates, times at the venue, every status and
 * method in words, and the money as the one reading says it (docs/payments.md#one-reading): an
 * Advance only where one was due or paid, a Refunded only where money went back.
 */
const readableSheet = (timeZone: string) => {
  const text = (value: string | null) => (value === null || value === '' ? null : value);
  // Read once per row, though eight cells show it.
  const read = new WeakMap<AdminBooking, BookingMoney>();
  const money = (b: AdminBooking) => read.get(b) ?? read.set(b, bookingMoney(b)).get(b)!;
  const columns: SheetColumn<AdminBooking>[] = [
    { header: 'Booking no.', width: 11, value: (b) => b.id },
    {
      header: 'Date',
      width: 12,
      numFmt: 'dd/mm/yyyy',
      value: (b) => new Date(`${b.selectedDate}T00:00:00Z`),
    },
    {
      header: 'Type',
      width: 10,
      value: (b) => (b.bookingType === 'Table' ? 'Café table' : 'Padel'),
    },
    { header: 'Court', width: 10, value: (b) => b.selectedCourt },
    { header: 'Time', width: 40, value: (b) => b.selectedSlots.join(', ') },
    { header: 'Customer', width: 24, value: (b) => b.customerName },
    { header: 'Phone', width: 14, value: (b) => b.phoneNumber },
    { header: 'E-mail', width: 28, value: (b) => b.email },
    { header: 'Guests', width: 8, value: (b) => b.numberOfGuests },
    { header: 'Status', width: 12, value: (b) => BOOKING_STATUS_WORDS[b.status] },
    { header: 'Amount (PKR)', width: 13, value: (b) => b.amount },
    { header: 'Advance (PKR)', width: 13, value: (b) => money(b).advance },
    { header: 'Payment', width: 14, value: (b) => money(b).state },
    { header: 'Paid (PKR)', width: 11, value: (b) => money(b).paid },
    { header: 'Paid by', width: 26, value: (b) => money(b).paidHow },
    // Refunded only once it went back; until then it is due (docs/payments.md#refunds). By the
    // refund, not the state: a booking that stands reads by its payment once what it was paid
    // over its price went back.
    {
      header: 'Refunded (PKR)',
      width: 14,
      value: (b) => (b.refund?.status === 'refunded' ? money(b).refunded : null),
    },
    {
      header: 'Refund due (PKR)',
      width: 14,
      value: (b) => (b.refund?.status === 'due' ? money(b).refunded : null),
    },
    { header: 'Refund', width: 26, value: (b) => money(b).refundHow },
    { header: 'Owed (PKR)', width: 11, value: (b) => money(b).owed },
    { header: 'Booked', width: 10, value: sourceText },
    { header: 'Instructions', width: 30, value: (b) => text(b.customer_instruction) },
    { header: 'Cancel reason', width: 24, value: (b) => text(b.cancelReason) },
    { header: 'Feedback', width: 30, value: (b) => text(b.feedback) },
    { header: 'Staff notes', width: 30, value: (b) => text(b.staffNotes) },
    { header: 'Invoice', width: 18, value: (b) => b.invoiceNumber },
    {
      header: 'Booked at',
      width: 18,
      numFmt: 'dd/mm/yyyy hh:mm AM/PM',
      value: (b) => wallClockDate(venueIsoTime(timeZone, new Date(b.createdAt))),
    },
  ];
  return { name: 'Readable', columns };
};

/**
 * bookings.xlsx of the bookings dated within the range, newest date first, then newest first (see
 * docs/bookings.md#export): the spec's sheet Bookings, then Readable, the same rows for people.
 */
export function exportBookings(
  db: Database,
  range: BookingExportQuery,
  timeZone: string,
): Readable {
  const readBatches = () =>
    keysetBatches(
      async (after: Pick<AdminBooking, 'selectedDate' | 'id'> | undefined, limit) =>
        (await listBookingsForExport(db, range, after, limit)).map(toAdminBooking),
      ({ selectedDate, id }) => ({ selectedDate, id }),
    );
  return streamWorkbook([bookingsSheet(timeZone), readableSheet(timeZone)], readBatches);
}
