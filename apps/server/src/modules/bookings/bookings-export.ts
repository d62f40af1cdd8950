import { PassThrough, type Readable, type Writable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { AdminBooking, BookingExportQuery } from '@padel/contracts';
import type { stream } from 'exceljs';
import type { Database } from '../../db/client';
import { toAdminBooking } from './booking-view';
import { listBookingsForExport } from './bookings.repo';

/**
 * Bookings read from the database at a time: on the embedded database reading a batch holds the
 * event loop for its whole length, about 0.1 ms a booking (docs/quality.md#b7-export).
 */
export const EXPORT_BATCH_SIZE = 500;
/** exceljs's streaming writer (ExcelJS.stream.xlsx.WorkbookWriter), without the rest of exceljs. */
const STREAMING_WRITER = 'exceljs/lib/stream/xlsx/workbook-writer.js';
/** The longest the export writes rows before letting other requests run, in milliseconds. */
const EXPORT_SLICE_MS = 10;

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

/**
 * The bookings of the range in batches of EXPORT_BATCH_SIZE, read by keyset (newest date first,
 * then newest first), so no query nor page of rows grows with the number of bookings.
 */
async function* exportBatches(db: Database, range: BookingExportQuery) {
  let after: { selectedDate: string; id: number } | undefined;
  for (;;) {
    const rows = await listBookingsForExport(db, range, after, EXPORT_BATCH_SIZE);
    if (rows.length > 0) yield rows.map(toAdminBooking);
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last = rows.at(-1)!;
    after = { selectedDate: last.selectedDate, id: last.id };
  }
}

/** Resolves once `stream` wants more, or is gone (the client went away). */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

async function writeWorkbook(batches: AsyncIterable<AdminBooking[]>, output: PassThrough) {
  // The streaming writer zips each committed row as it goes, so memory stays flat however many
  // bookings there are. It is loaded by the first export, not at start-up, and on its own: the
  // whole of exceljs takes two to three times as long to load, all of it blocking
  // (docs/quality.md#b7-export).
  const { default: WorkbookWriter } = (await import(STREAMING_WRITER)) as {
    default: typeof stream.xlsx.WorkbookWriter;
  };
  const workbook = new WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet('Bookings');
  sheet.columns = EXPORT_COLUMNS.map(({ header, width }) => ({ header, key: header, width }));
  sheet.getRow(1).font = { bold: true };
  let sliceStart = performance.now();
  for await (const batch of batches) {
    for (const booking of batch) {
      if (output.destroyed) return;
      sheet.addRow(EXPORT_COLUMNS.map(({ header }) => cell(booking, header))).commit();
      // Writing a row takes about 0.1 ms: other requests get their turn every few milliseconds.
      if (performance.now() - sliceStart > EXPORT_SLICE_MS) {
        // A slow download holds the writing back rather than piling the file up in memory.
        if (output.writableNeedDrain) await drained(output);
        await yieldToEventLoop();
        sliceStart = performance.now();
      }
    }
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * bookings.xlsx with one sheet, Bookings, of the bookings dated within the range, streamed as it
 * is written (see docs/bookings.md#export). A failure part-way ends the download with an error.
 */
export function exportBookings(db: Database, range: BookingExportQuery): Readable {
  const output = new PassThrough();
  writeWorkbook(exportBatches(db, range), output).catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
