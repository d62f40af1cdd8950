import { EXPORT_RANGE_MESSAGES, type QueueEntry } from '@padel/contracts';
import { sql } from 'drizzle-orm';
import type { Workbook } from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { queueBookings } from '../../db/schema';

let t: TestApp;
let admin: Api;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

// Each test queues for days of its own on the one test clock (docs/quality.md#one-clock): the
// next week, then 10, 20, 30 and 40 days on.

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
    const day = daysFromToday(5);
    for (const name of ['First', 'Second']) {
      const joined = await t.api.post('/api/queue-booking', {
        selectedDate: day,
        customerName: name,
        email: `${name}@example.com`,
      });
      expectStatus(joined, 201);
    }
    expectStatus(await t.api.get('/api/queueBooking'), 401);
    const queue = (await admin.get(`/api/queueBooking?from=${day}&to=${day}`)).json();
    expect(queue.map((q: QueueEntry) => q.customerName)).toEqual(['Second', 'First']);
    expect(queue[0]).toMatchObject({ selectedDate: day, email: 'Second@example.com' });
  });

  it('holds only the dates from `from` to `to` and the names holding `search`', async () => {
    const [first, second, third] = [10, 11, 12].map(daysFromToday);
    await queueUp([
      { selectedDate: first!, customerName: 'Ayesha Early' },
      { selectedDate: second!, customerName: 'Bilal Middle' },
      { selectedDate: third!, customerName: 'Ayesha Late' },
      { selectedDate: third!, customerName: '100% Sana_' },
    ]);
    const names = async (query: string) =>
      (await admin.get(`/api/queueBooking?${query}`)).json().map((q: QueueEntry) => q.customerName);
    expect(await names(`from=${second}&to=${third}`)).toEqual([
      '100% Sana_',
      'Ayesha Late',
      'Bilal Middle',
    ]);
    expect(await names(`from=${first}&to=${third}&search=AYESHA`)).toEqual([
      'Ayesha Late',
      'Ayesha Early',
    ]);
    // % and _ are letters in a name, not patterns.
    expect(await names(`from=${first}&search=0%25%20s`)).toEqual(['100% Sana_']);
    expect(await names(`from=${first}&search=a_`)).toEqual(['100% Sana_']);
  });
});

describe('GET /api/queueBooking/booking-queue.xlsx', () => {
  it('writes the sheet Queue with the screen’s columns, filtered as the list, newest first', async () => {
    const [before, zara, omar, after] = [20, 21, 22, 23].map(daysFromToday);
    await queueUp([
      { selectedDate: before!, customerName: 'Export Before' },
      { selectedDate: zara!, customerName: 'Export Zara' },
      { selectedDate: omar!, customerName: 'Export Omar' },
      { selectedDate: after!, customerName: 'Export After' },
    ]);
    const workbook = await workbookOf(`?from=${zara}&to=${omar}`);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Queue']);
    const header = (workbook.getWorksheet('Queue')!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Date of visit', 'Customer name', 'Email', 'Joined the queue']);
    const rows = rowsOf(workbook);
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      [omar, 'Export Omar', 'Export.Omar@example.com'],
      [zara, 'Export Zara', 'Export.Zara@example.com'],
    ]);
    expect(Number.isNaN(Date.parse(String(rows[0]![3])))).toBe(false);

    const searched = rowsOf(await workbookOf(`?from=${before}&search=zara`));
    expect(searched.map((row) => row[1])).toEqual(['Export Zara']);
    expect(rowsOf(await workbookOf(`?from=${daysFromToday(24)}`))).toEqual([]);
  });

  it('pages through more entries than one batch: each once, newest first', async () => {
    const [from, to] = [daysFromToday(30), daysFromToday(34)];
    await t.app.db.execute(sql`
      INSERT INTO queue_bookings (selected_date, customer_name, email)
      SELECT ${from}::date + (n % 5), 'Batch ' || n, 'batch' || n || '@example.com'
        FROM generate_series(1, 1200) AS n`);
    const rows = rowsOf(await workbookOf(`?from=${from}&to=${to}`));
    const names = rows.map((row) => row[1]);
    expect(new Set(names).size).toBe(1200);
    expect(names[0]).toBe('Batch 1200');
    expect(names.at(-1)).toBe('Batch 1');
  });

  it('answers 400 with a clear message for a bad date or a reversed range, 401 without a token', async () => {
    const cases: [string, string][] = [
      ['from=2099-02-30', EXPORT_RANGE_MESSAGES.fromInvalid],
      ['to=05-01-2099', EXPORT_RANGE_MESSAGES.toInvalid],
      [`from=${daysFromToday(41)}&to=${daysFromToday(40)}`, EXPORT_RANGE_MESSAGES.rangeReversed],
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
