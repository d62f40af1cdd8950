import { EXPORT_RANGE_MESSAGES, type QueueEntry } from '@padel/contracts';
import { sql } from 'drizzle-orm';
import type { Workbook } from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { expectStatus } from '../../../test/expect-status';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { queueBookings } from '../../db/schema';

let t: TestApp;
let admin: Api;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

/** Queue entries of their own, on days no other test of this file uses. */
async function queueUp(entries: { selectedDate: string; customerName: string }[]) {
  await t.app.db.insert(queueBookings).values(
    entries.map((entry) => ({
      ...entry,
      email: `${entry.customerName.replace(/\W/g, '.')}@example.com`,
    })),
  );
}

async function workbookOf(query: string): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  const response = await admin.get(`/api/queueBooking/booking-queue.xlsx${query}`);
  expectStatus(response, 200);
  expect(response.headers['content-disposition']).toBe('attachment; filename="booking-queue.xlsx"');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

/** The sheet's rows below the header, as arrays of cell values. */
function rowsOf(workbook: Workbook): unknown[][] {
  const sheet = workbook.getWorksheet('Queue')!;
  return (sheet.getRows(2, sheet.rowCount - 1) ?? []).map((row) =>
    (row.values as unknown[]).slice(1),
  );
}

describe('GET /api/queueBooking', () => {
  it('lists the queue newest first, for admins only', async () => {
    for (const name of ['First', 'Second']) {
      const joined = await t.api.post('/api/queue-booking', {
        selectedDate: '2099-01-05',
        customerName: name,
        email: `${name}@example.com`,
      });
      expectStatus(joined, 201);
    }
    expectStatus(await t.api.get('/api/queueBooking'), 401);
    const queue = (await admin.get('/api/queueBooking?from=2099-01-05&to=2099-01-05')).json();
    expect(queue.map((q: QueueEntry) => q.customerName)).toEqual(['Second', 'First']);
    expect(queue[0]).toMatchObject({ selectedDate: '2099-01-05', email: 'Second@example.com' });
  });

  it('holds only the dates from `from` to `to` and the names holding `search`', async () => {
    await queueUp([
      { selectedDate: '2099-02-01', customerName: 'Ayesha Early' },
      { selectedDate: '2099-02-02', customerName: 'Bilal Middle' },
      { selectedDate: '2099-02-03', customerName: 'Ayesha Late' },
      { selectedDate: '2099-02-03', customerName: '100% Sana_' },
    ]);
    const names = async (query: string) =>
      (await admin.get(`/api/queueBooking?${query}`)).json().map((q: QueueEntry) => q.customerName);
    expect(await names('from=2099-02-02&to=2099-02-03')).toEqual([
      '100% Sana_',
      'Ayesha Late',
      'Bilal Middle',
    ]);
    expect(await names('from=2099-02-01&to=2099-02-03&search=AYESHA')).toEqual([
      'Ayesha Late',
      'Ayesha Early',
    ]);
    // % and _ are letters in a name, not patterns.
    expect(await names('from=2099-02-01&search=0%25%20s')).toEqual(['100% Sana_']);
    expect(await names('from=2099-02-01&search=a_')).toEqual(['100% Sana_']);
  });
});

describe('GET /api/queueBooking/booking-queue.xlsx', () => {
  it('writes the sheet Queue with the screen’s columns, filtered as the list, newest first', async () => {
    await queueUp([
      { selectedDate: '2099-03-01', customerName: 'Export Before' },
      { selectedDate: '2099-03-02', customerName: 'Export Zara' },
      { selectedDate: '2099-03-03', customerName: 'Export Omar' },
      { selectedDate: '2099-03-04', customerName: 'Export After' },
    ]);
    const workbook = await workbookOf('?from=2099-03-02&to=2099-03-03');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Queue']);
    const header = (workbook.getWorksheet('Queue')!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Date of visit', 'Customer name', 'Email', 'Joined the queue']);
    const rows = rowsOf(workbook);
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['2099-03-03', 'Export Omar', 'Export.Omar@example.com'],
      ['2099-03-02', 'Export Zara', 'Export.Zara@example.com'],
    ]);
    expect(Number.isNaN(Date.parse(String(rows[0]![3])))).toBe(false);

    const searched = rowsOf(await workbookOf('?from=2099-03-01&search=zara'));
    expect(searched.map((row) => row[1])).toEqual(['Export Zara']);
    expect(rowsOf(await workbookOf('?from=2099-03-05'))).toEqual([]);
  });

  it('pages through more entries than one batch: each once, newest first', async () => {
    await t.app.db.execute(sql`
      INSERT INTO queue_bookings (selected_date, customer_name, email)
      SELECT DATE '2099-04-01' + (n % 5), 'Batch ' || n, 'batch' || n || '@example.com'
        FROM generate_series(1, 1200) AS n`);
    const rows = rowsOf(await workbookOf('?from=2099-04-01&to=2099-04-05'));
    const names = rows.map((row) => row[1]);
    expect(new Set(names).size).toBe(1200);
    expect(names[0]).toBe('Batch 1200');
    expect(names.at(-1)).toBe('Batch 1');
  });

  it('answers 400 with a clear message for a bad date or a reversed range, 401 without a token', async () => {
    const cases: [string, string][] = [
      ['from=2099-02-30', EXPORT_RANGE_MESSAGES.fromInvalid],
      ['to=05-01-2099', EXPORT_RANGE_MESSAGES.toInvalid],
      ['from=2099-05-02&to=2099-05-01', EXPORT_RANGE_MESSAGES.rangeReversed],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/queueBooking', '/api/queueBooking/booking-queue.xlsx']) {
        const response = await admin.get(`${path}?${query}`);
        expectStatus(response, 400);
        expect(response.json().message, `${path}?${query}`).toContain(message);
      }
    }
    expectStatus(await t.api.get('/api/queueBooking/booking-queue.xlsx'), 401);
  });
});
