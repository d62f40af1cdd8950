import { PassThrough, type Readable, type Writable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { stream } from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * Rows read from the database at a time: on the embedded database reading a batch holds the
 * event loop for its whole length, about 0.1 ms a row (docs/quality.md#b7-export).
 */
const EXPORT_BATCH_SIZE = 500;
/** exceljs's streaming writer (ExcelJS.stream.xlsx.WorkbookWriter), without the rest of exceljs. */
const STREAMING_WRITER = 'exceljs/lib/stream/xlsx/workbook-writer.js';
/** The longest the export writes rows before letting other requests run, in milliseconds. */
const EXPORT_SLICE_MS = 10;

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Excel's dates have no zone: a cell shows the clock fields exceljs is given, read as UTC. So the
 * venue's wall clock (`venueIsoTime`) goes in as if it were UTC.
 */
export const wallClockDate = (venueTime: string) => new Date(`${venueTime.slice(0, 19)}Z`);

/** A Date is written as Excel's date and time: the column's `numFmt` says how it shows. */
export type CellValue = string | number | boolean | Date | null;

export interface SheetColumn<Row> {
  header: string;
  width: number;
  /** Excel's number format, for a column of dates or times (`dd/mm/yyyy`). */
  numFmt?: string;
  /** The cell of a row; null is an empty cell, never the text "null". */
  value: (row: Row) => CellValue;
}

/** One sheet of a workbook: its name and columns, a row per row read. */
export interface SheetSpec<Row> {
  name: string;
  columns: SheetColumn<Row>[];
}

/**
 * The rows a query answers, EXPORT_BATCH_SIZE at a time by keyset: `read` answers the rows after
 * `after` (the key of the last row read, none at first) in the export's order, so no query nor
 * batch grows with the number of rows.
 */
export async function* keysetBatches<Row, Key>(
  read: (after: Key | undefined, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await read(after, EXPORT_BATCH_SIZE);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    after = keyOf(rows.at(-1)!);
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

async function writeWorkbook<Row>(
  sheets: SheetSpec<Row>[],
  readBatches: () => AsyncIterable<Row[]>,
  output: PassThrough,
) {
  // The streaming writer zips each committed row as it goes, so memory stays flat however many
  // rows there are. It is loaded by the first export, not at start-up, and on its own: the
  // whole of exceljs takes two to three times as long to load, all of it blocking
  // (docs/quality.md#b7-export).
  const { default: WorkbookWriter } = (await import(STREAMING_WRITER)) as {
    default: typeof stream.xlsx.WorkbookWriter;
  };
  const workbook = new WorkbookWriter({ stream: output, useStyles: true });
  let sliceStart = performance.now();
  // The zip holds one sheet after the other: rows written to a later sheet before the one ahead
  // of it is committed would wait in memory. So each sheet is written whole, from a read of its
  // own.
  for (const { name, columns } of sheets) {
    const sheet = workbook.addWorksheet(name);
    sheet.columns = columns.map(({ header, width, numFmt }) => ({
      header,
      key: header,
      width,
      ...(numFmt ? { style: { numFmt } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const batch of readBatches()) {
      for (const row of batch) {
        if (output.destroyed) return;
        sheet.addRow(columns.map((column) => column.value(row))).commit();
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
  }
  await workbook.commit();
}

/**
 * A workbook of `sheets`, each with its header row and a row per row `readBatches` answers (read
 * once per sheet), streamed as it is written (see docs/bookings.md#export). A failure part-way
 * ends the download with an error.
 */
export function streamWorkbook<Row>(
  sheets: SheetSpec<Row>[],
  readBatches: () => AsyncIterable<Row[]>,
): Readable {
  const output = new PassThrough();
  writeWorkbook(sheets, readBatches, output).catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}

/** A workbook of one sheet (see `streamWorkbook`). */
export function streamSheet<Row>(
  sheetName: string,
  columns: SheetColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): Readable {
  return streamWorkbook([{ name: sheetName, columns }], () => batches);
}

/** Answers `workbook` as a download named `filename`. */
export function sendWorkbook(reply: FastifyReply, filename: string, workbook: Readable) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(workbook);
}
