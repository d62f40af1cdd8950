import {
  DAY_CLOSE_LINE_INFO,
  DAY_CLOSE_LINES,
  DRAWER_NOTES,
  type DayCloseAnswer,
  type DayCloseReport,
} from '@padel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { A4_PAPER, RECEIPT_WIDTH } from '../apps/web/src/lib/print-page';
import { api } from './support/admin-bookings';
import { eventually, pkr, venueDateIn } from './support/booking';
import { appUrl, DESKTOP } from './support/browser';
import { bookPaidByCardViaApi } from './support/card-booking';
import { drawInt } from './support/draw';
import { mmToPt, pdfPages } from './support/pdf';
import { useBrowser } from './support/use-browser';

// Prints (docs/screens.md#prints): what Chromium's own print makes of the invoice and the day
// report, on the paper each asks for. `page.pdf` stands in for the print dialog; it prints on the
// page's `@page` size.
const session = useBrowser({ signIn: true, reducedMotion: true });

/** The browser's print of the page as it is now, on the paper its `@page` rule names. */
const print = async (page: Page) => pdfPages(await page.pdf({ preferCSSPageSize: true }));

const A4 = { width: mmToPt(A4_PAPER.width), height: mmToPt(A4_PAPER.height) };
/** CSS pixels of a length in millimetres. */
const mmToPx = (mm: number) => (mm * 96) / 25.4;

/** A page that counts its Print presses instead of opening the print dialog. */
async function adminPageCountingPrints() {
  const { context, page } = await session.adminPage(DESKTOP);
  await context.addInitScript(() => {
    window.print = () => {
      const counted = window as unknown as { __printed?: number };
      counted.__printed = (counted.__printed ?? 0) + 1;
    };
  });
  const printed = () =>
    page.evaluate(() => (window as unknown as { __printed?: number }).__printed);
  return { context, page, printed };
}

/**
 * The invoice printed: one A4 page; and laid out as on that page's printable area, its totals
 * say `amounts` and lie within the page, nothing running off its side.
 */
async function expectInvoiceOnOneA4Page(page: Page, amounts: Record<string, unknown>) {
  const pages = await print(page);
  expect(pages).toHaveLength(1);
  expect(pages[0]!.width).toBeCloseTo(A4.width, 0);
  expect(pages[0]!.height).toBeCloseTo(A4.height, 0);

  const area = {
    width: Math.floor(mmToPx(A4_PAPER.width - 2 * A4_PAPER.margin)),
    height: Math.floor(mmToPx(A4_PAPER.height - 2 * A4_PAPER.margin)),
  };
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize(area);
  const totals = page.getByTestId('invoice').getByRole('table', { name: 'Totals' });
  const rows: Record<string, string> = {};
  for (const row of await totals.getByRole('row').all()) {
    const label = (await row.getByRole('rowheader').innerText()).trim();
    rows[label] = (await row.getByRole('cell').innerText()).replace(/\s+/g, ' ').trim();
  }
  expect(rows).toMatchObject(amounts);
  const box = (await totals.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(area.width);
  expect(box.y + box.height).toBeLessThanOrEqual(area.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    area.width,
  );
  await page.emulateMedia({ media: null });
  await page.setViewportSize(DESKTOP);
}

/**
 * A busy day's lines over a closed day's own answer: every kind of takings, several methods, the
 * member discounts and fees, three items left open and a note. A past day gets no money through
 * the API (money counts on today, and closing today would close it for the other files), so the
 * closed day's report is filled in as a typical day's would be.
 */
function typicalDay(closed: Extract<DayCloseAnswer, { status: 'closed' }>) {
  const lines: DayCloseReport['lines'] = DAY_CLOSE_LINES.filter((what) => what !== 'other').map(
    (what, index) => ({
      what,
      ...DAY_CLOSE_LINE_INFO[what],
      count: index + 1,
      byMethod: { cash: 1000 * (index + 1), 'card-desk': 500 },
      total: 1000 * (index + 1) + 500,
    }),
  );
  const report: DayCloseReport = {
    ...closed.report,
    lines,
    byMethod: {
      cash: 78_000,
      'card-desk': 6_000,
      'card-online': 24_000,
      jazzcash: 5_000,
      raast: 2_000,
    },
    total: 115_000,
    movementCount: 64,
    memberDiscounts: { count: 4, amount: 2_000 },
    feesOwed: { noShow: { count: 1, amount: 1_000 }, lateCancellation: { count: 1, amount: 500 } },
    blocks: [1, 2, 3].map((id) => ({
      kind: 'balance-owed' as const,
      id,
      title: `Booking #${id}`,
      detail: 'Padel, Court 1, 7:00 PM',
      amount: 5_000,
      link: `/booking-detail/${id}`,
    })),
  };
  return {
    ...closed,
    report,
    drawer: { ...closed.drawer, note: 'Two 1000 notes taken to the bank at 6 PM by the owner.' },
  };
}

describe('prints', () => {
  it('prints the invoice of a booking paid by advance and remainder on one A4 page, with its totals', async () => {
    const booked = await bookPaidByCardViaApi(session.token, 'invoice-print', [19, 20]);
    const confirmed = await api(session.token, `/booking/update/${booked.id}/`, {
      method: 'PATCH',
      body: { action: 'confirm' },
    });
    expectStatus(confirmed, 200);
    const remainder = await api(session.token, '/update-PaymentStatus', {
      method: 'PATCH',
      body: { id: booked.id, PaymentStatus: '100%Paid', remaining_paymentType: 'PayViaCash' },
    });
    expectStatus(remainder, 200);

    const { context, page, printed } = await adminPageCountingPrints();
    await page.goto(appUrl(`/booking-detail/${booked.id}`));
    await page.getByRole('button', { name: 'Print Invoice' }).click();
    // It prints once its QR code is drawn.
    await eventually(printed).toBe(1);
    const total = pkr(booked.quote.total);
    await expectInvoiceOnOneA4Page(page, {
      Total: total,
      'Advance (50%)': pkr(booked.quote.advance),
      Paid: `${total} Card online advance, Cash remainder`,
      'Remaining Balance': pkr(0),
    });

    // Cancelled by the venue: both payments are owed back, each the way it came, and the
    // invoice printed again still fits its page with the refund's lines.
    const cancelled = await api(session.token, `/booking/update/${booked.id}/`, {
      method: 'PATCH',
      body: { action: 'cancel', cancelReason: 'Court flooded' },
    });
    expectStatus(cancelled, 200);
    await page.reload();
    await page.getByRole('button', { name: 'Print Invoice' }).click();
    await eventually(printed).toBe(1);
    const invoice = page.getByTestId('invoice');
    const { advance } = booked.quote;
    await invoice
      .getByText(`${pkr(booked.quote.total - advance)} · To be handed back in cash`)
      .waitFor();
    await invoice.getByText(new RegExp(`^${pkr(advance)} · .*to the card$`)).waitFor();
    // Still to be handed back, so "Refund due", not "Refunded" (docs/payments.md#refunds).
    await expectInvoiceOnOneA4Page(page, {
      Total: total,
      'Refund due': expect.stringContaining(total),
      'Remaining Balance': pkr(0),
    });
    await context.close();
  });

  it("prints a busy day's report on one A4 page, and on the 80 mm roll", async () => {
    const day = venueDateIn(-drawInt(100, 900));
    const notes = Object.fromEntries(DRAWER_NOTES.map((note) => [note, 0]));
    const closing = await api<DayCloseAnswer>(session.token, `/day-close/${day}`, {
      method: 'POST',
      body: { counts: { notes, coins: 0 } },
    });
    // Another file may have drawn and closed the same past day: its report serves as well.
    expect([201, 409]).toContain(closing.status);
    const closed = await api<DayCloseAnswer>(session.token, `/day-close/${day}`);
    if (closed.body.status !== 'closed') throw new Error('the day did not close');
    const busy = typicalDay(closed.body);

    const { context, page, printed } = await adminPageCountingPrints();
    await page.route(`**/api/day-close/${day}`, (route) => route.fulfill({ json: busy }));
    await page.goto(appUrl(`/day-close?date=${day}`));
    const report = page.getByRole('region', { name: `Report of ${day}` });
    await report.getByText('Two 1000 notes taken to the bank', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Print' }).click();
    expect(await printed()).toBe(1);
    const a4 = await print(page);
    expect(a4).toHaveLength(1);
    expect(a4[0]!.width).toBeCloseTo(A4.width, 0);
    expect(a4[0]!.height).toBeCloseTo(A4.height, 0);

    await page.getByText('Receipt 80 mm').click();
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await printed()).toBe(2);
    const receipt = await print(page);
    // One piece of roll, 80 mm wide (226.77 pt), as long as the report.
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.width).toBeCloseTo(mmToPt(RECEIPT_WIDTH), 0);
    await context.close();
  });
});
