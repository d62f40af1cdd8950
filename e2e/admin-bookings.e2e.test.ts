import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  EXPORT_RANGE_MESSAGES,
  TOTAL_COUNT_HEADER,
  type AdminBooking,
  type SourcesSummary,
  type Schedule,
} from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import {
  api,
  bookingRow,
  confirmInModal,
  createPadelBooking,
  emptyBookingDate,
  openBookingList,
  type CreatedBooking,
  uniqueTag,
  venueToday,
} from './support/admin-bookings';
import {
  appUrl,
  DESKTOP,
  expectNoAxeViolations,
  exportWhilePreparing,
  PHONE,
} from './support/browser';
import { useBrowser } from './support/use-browser';
import {
  CONFIRM_QUESTIONS,
  LIVE_DELETE_CONFIRM,
  LIVE_DELETE_QUESTION,
} from '../apps/web/src/features/admin-bookings/lib/booking-actions';
import { pkr } from './support/booking';

const session = useBrowser({ signIn: true, reducedMotion: true });

describe('booking list and detail: the day of a booking', () => {
  it('confirms, records the remainder and prints the invoice with a QR code; Arrived waits for the day', async () => {
    // Monday-Thursday, 4 PM (discounted) and 5 PM (standard): two price lines (see
    // docs/prices.md#price-lines).
    const name = `E2E Lifecycle ${uniqueTag()}`;
    const booking = await createPadelBooking(session.token, {
      name,
      hours: [16, 17],
      discountWeekday: true,
      instruction: 'Bring two extra rackets',
    });
    const { context, page } = await session.adminPage();
    await context.addInitScript(() => {
      window.print = () => {
        (window as unknown as { __printed: number }).__printed =
          ((window as unknown as { __printed?: number }).__printed ?? 0) + 1;
      };
    });

    await page.goto(appUrl('/booking-list'));
    await page.getByRole('heading', { name: 'Booking Management' }).waitFor();
    // The date picker starts on today (venue time); choosing the booking's day shows it.
    const dateInput = page.getByLabel('Date', { exact: true });
    expect(await dateInput.inputValue()).toBe(venueToday());
    await dateInput.fill(booking.date);
    const row = bookingRow(page, name);
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByText('Pending').isVisible()).toBe(true);
    await expect.poll(() => row.getByText('Bring two extra rackets').isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: 'Arrived' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    // Confirm: asks first, then the badge turns Booking Confirmed.
    await row.getByRole('button', { name: 'Confirm' }).click();
    await expectNoAxeViolations(page);
    await confirmInModal(page, 'Are you sure you want to confirm this booking?');
    await expect.poll(() => row.getByText('Booking Confirmed').isVisible()).toBe(true);
    await expect.poll(() => row.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);

    // Arrived: still not offered, the booking is on a later day (docs/bookings.md#arrived;
    // e2e/booking-day.e2e.test.ts marks one arrived on its day).
    expect(await row.getByRole('button', { name: 'Arrived' }).isDisabled()).toBe(true);

    // A click on the row (not on a button) opens the detail.
    await row.getByText(name).click();
    await page.waitForURL(`**/booking-detail/${booking.id}`);
    await page.getByRole('heading', { name: 'Complete Booking Information' }).waitFor();
    const summary = page.getByRole('table', { name: 'Booking summary' });
    await expect.poll(() => summary.getByRole('row').count()).toBe(4); // head, 2 lines, total
    const summaryText = await summary.textContent();
    for (const text of ['PKR 5,000', 'PKR 4,000', 'PKR 9,000']) {
      expect(summaryText).toContain(text);
    }
    // Paid at the venue: no advance is asked for, the whole total remains
    // (docs/payments.md#one-reading).
    const money = await page.getByRole('table', { name: 'Payment' }).innerText();
    expect(money).not.toContain('Advance');
    expect(money).toMatch(/Remaining Balance\s+PKR 9,000/);
    expect(await page.getByText('Blue Court').or(page.getByText('Purple Court')).count()).toBe(1);
    expect(await page.getByText('Online', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Confirm Booking' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Print Invoice' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Record the remainder, after saying how much and how: Paid, then Print Invoice.
    const before = (await api<AdminBooking[]>(session.token, `/bookings/${booking.id}`)).body[0]!;
    await page.getByRole('button', { name: 'Paid by Cash' }).click();
    const askPayment = page.getByRole('dialog', { name: 'Record the payment?' });
    await expect.poll(() => askPayment.isVisible()).toBe(true);
    expect(await askPayment.textContent()).toContain(
      `Record ${pkr(before.remainingBalance)} as paid by cash?`,
    );
    await expectNoAxeViolations(page);
    await askPayment.getByRole('button', { name: 'Record payment' }).click();
    // The paid message, not the money table's "Paid" row (which shows once anything is paid).
    await expect
      .poll(() => page.getByText(/^The full amount has been received/).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Paid by Cash' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Print Invoice' }).click();
    const invoice = page.getByTestId('invoice');
    await expect
      .poll(() => invoice.getByRole('heading', { name: /^Invoice INV-\d{9}$/ }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        invoice
          .getByRole('img', { name: /QR code/ })
          .locator('path')
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __printed?: number }).__printed))
      .toBe(1);
    const invoiceNumber = (await invoice.getByRole('heading').first().textContent())!.replace(
      'Invoice ',
      '',
    );
    expect(await invoice.textContent()).toContain(name);
    expect(await invoice.textContent()).toContain('Paid in full');
    await expectNoAxeViolations(page);

    // The number is kept: the server answers the same one, and the detail lists it.
    const { body: detail } = await api<AdminBooking[]>(session.token, `/bookings/${booking.id}`);
    expect(detail[0]?.invoiceNumber).toBe(invoiceNumber);
    expect(detail[0]?.PaymentStatus).toBe('100%Paid');
    expect(detail[0]?.remaining_paymentType).toBe('PayViaCash');

    // Staff notes: private, beside the customer's own feedback, which they never replace.
    await expect
      .poll(() => page.getByText('No feedback from the customer yet.').isVisible())
      .toBe(true);
    await page.getByRole('textbox', { name: 'Staff notes' }).fill('Left a racket at the desk');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect
      .poll(
        async () =>
          (await api<AdminBooking[]>(session.token, `/bookings/${booking.id}`)).body[0]?.staffNotes,
      )
      .toBe('Left a racket at the desk');
    expect(
      (await api<AdminBooking[]>(session.token, `/bookings/${booking.id}`)).body[0]?.feedback,
    ).toBe(null);
    await expectNoAxeViolations(page);

    // A payment recorded by mistake can be undone, after a confirmation.
    await page.getByRole('button', { name: 'Undo payment' }).click();
    const askUndo = page.getByRole('dialog', { name: 'Undo the last payment?' });
    await askUndo.getByRole('button', { name: 'Undo payment' }).click();
    await expect
      .poll(
        async () => (await api<AdminBooking[]>(session.token, `/bookings/${booking.id}`)).body[0],
      )
      .toMatchObject({ PaymentStatus: before.PaymentStatus, remaining_paymentType: null });
    await expect
      .poll(() => page.getByRole('button', { name: 'Paid by Cash' }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('cancels a booking with a reason: Proceed stays disabled while the reason is blank', async () => {
    const name = `E2E Cancel ${uniqueTag()}`;
    const booking = await createPadelBooking(session.token, { name });
    const { context, page } = await session.adminPage();
    await openBookingList(page, booking.date);
    const row = bookingRow(page, name);
    await expect.poll(() => row.count()).toBe(1);

    await row.getByRole('button', { name: 'Cancel' }).click();
    await confirmInModal(page, CONFIRM_QUESTIONS.cancel);
    const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
    const reason = dialog.getByRole('textbox', { name: 'Reason for cancellation' });
    const proceed = dialog.getByRole('button', { name: 'Proceed' });
    await expect.poll(() => proceed.isDisabled()).toBe(true);
    await reason.fill('   ');
    expect(await proceed.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await reason.fill('Court under maintenance');
    await expect.poll(() => proceed.isEnabled()).toBe(true);
    await proceed.click();

    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => row.getByText('Booking Cancelled').isVisible()).toBe(true);
    await expect.poll(() => row.getByText('Court under maintenance').isVisible()).toBe(true);
    for (const action of ['Arrived', 'Confirm', 'Cancel']) {
      expect(await row.getByRole('button', { name: action }).isDisabled(), action).toBe(true);
    }
    const { body } = await api<AdminBooking[]>(session.token, `/bookings/${booking.id}`);
    expect(body[0]?.status).toBe('Booking Cancelled');
    expect(body[0]?.cancelReason).toBe('Court under maintenance');
    await context.close();
  });

  it('cancels a booking the customer counts on instead of deleting it, then deletes it; filters by status', async () => {
    const tag = uniqueTag();
    const date = (await createPadelBooking(session.token, { name: `E2E Keep ${tag}` })).date;
    const gone = `E2E Delete ${tag}`;
    await createPadelBooking(session.token, { name: gone, date });
    const { context, page } = await session.adminPage();
    await openBookingList(page, date);
    await expect.poll(() => bookingRow(page, gone).count()).toBe(1);

    await page
      .getByRole('combobox', { name: 'Status' })
      .selectOption({ label: 'Booking Confirmed' });
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^No bookings on / })
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All Statuses' });
    await expect.poll(() => bookingRow(page, gone).count()).toBe(1);

    // Still on for the customer: Delete offers to cancel it instead, so they are told.
    await bookingRow(page, gone).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByText(LIVE_DELETE_QUESTION).waitFor();
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await bookingRow(page, gone).count()).toBe(1);

    await bookingRow(page, gone).getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: LIVE_DELETE_CONFIRM }).click();
    const reason = page.getByRole('dialog', { name: 'Cancel Booking' });
    await reason.getByLabel('Reason for cancellation').fill('Entered twice');
    await reason.getByRole('button', { name: 'Proceed' }).click();
    await expect
      .poll(() => bookingRow(page, gone).getByText('Booking Cancelled').count())
      .toBeGreaterThan(0);

    // Cancelled, nobody counts on it: Delete now deletes.
    await bookingRow(page, gone).getByRole('button', { name: 'Delete' }).click();
    await confirmInModal(page, 'Are you sure you want to delete this booking?');
    await expect.poll(() => bookingRow(page, gone).count()).toBe(0);
    expect(await bookingRow(page, `E2E Keep ${tag}`).count()).toBe(1);
    await context.close();
  });

  it('confirms and cancels from the detail screen, with its reason message', async () => {
    const name = `E2E Detail ${uniqueTag()}`;
    const booking = await createPadelBooking(session.token, { name });
    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl(`/booking-detail/${booking.id}`));
    await page.getByRole('heading', { name: 'Complete Booking Information' }).waitFor();
    await page.getByRole('heading', { name }).waitFor();
    expect(await page.getByRole('button', { name: 'Paid by Cash' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect
      .poll(() =>
        dialog.getByText('Cancellation reason is required. Booking not cancelled.').isVisible(),
      )
      .toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Paid by Card' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Confirm Booking' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.goto(appUrl('/booking-detail/999999999'));
    await expect
      .poll(() => page.getByText('No bookings found for this user.').isVisible())
      .toBe(true);
    await context.close();
  });
});

describe('stored text and layouts', () => {
  it('shows a name made of HTML as text in the list and the detail, and runs nothing', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const booking = await createPadelBooking(session.token, { name, instruction: '<b>bold?</b>' });
    const { context, page } = await session.adminPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openBookingList(page, booking.date);
    await expect.poll(() => page.getByText(name, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('<b>bold?</b>', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('main img[src="x"], main b').count()).toBe(0);

    await page.getByText(name, { exact: true }).click();
    await page.waitForURL(`**/booking-detail/${booking.id}`);
    await expect.poll(() => page.getByRole('heading', { name }).isVisible()).toBe(true);
    expect(await page.locator('main img[src="x"], main b').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('shows cards instead of the table on a 375 px phone, where a confirmed booking can be cancelled', async () => {
    const tag = uniqueTag();
    const pending = `E2E Phone ${tag}`;
    const booking = await createPadelBooking(session.token, { name: pending });
    const confirmed = `E2E Phone Confirmed ${tag}`;
    const other = await createPadelBooking(session.token, { name: confirmed, date: booking.date });
    await api(session.token, `/booking/update/${other.id}/`, {
      method: 'PATCH',
      body: { action: 'confirm' },
    });
    const { context, page } = await session.adminPage(PHONE);
    await openBookingList(page, booking.date);
    const cards = page.getByTestId('booking-card');
    await expect.poll(() => cards.filter({ hasText: pending }).count()).toBe(1);
    expect(await page.getByRole('table').count()).toBe(0);

    const confirmedCard = cards.filter({ hasText: confirmed });
    await expect.poll(() => confirmedCard.getByText('Booking Confirmed').isVisible()).toBe(true);
    // A later day's booking: Arrived waits for its day (docs/bookings.md#arrived).
    expect(await confirmedCard.getByRole('button', { name: 'Arrived' }).isDisabled()).toBe(true);
    expect(
      await cards.filter({ hasText: pending }).getByRole('button', { name: 'Cancel' }).isEnabled(),
    ).toBe(true);
    // Every action is a thumb's target: at least 40 px high.
    for (const button of await confirmedCard.getByRole('button').all()) {
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    }
    // A confirmed booking can be cancelled from the phone too, with its reason.
    await confirmedCard.getByRole('button', { name: 'Cancel' }).click();
    await confirmInModal(page, CONFIRM_QUESTIONS.cancel);
    const reason = page.getByRole('dialog', { name: 'Cancel Booking' });
    await reason.getByLabel('Reason for cancellation').fill('Rain on the courts');
    await reason.getByRole('button', { name: 'Proceed' }).click();
    await expect.poll(() => confirmedCard.getByText('Booking Cancelled').isVisible()).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // The filters wait behind one button, so the first card is on the first screen.
    const filters = page.getByRole('button', { name: 'Filters' });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('searchbox', { name: 'Search by customer name' }).isVisible()).toBe(
      false,
    );
    const firstCard = await cards.first().boundingBox();
    expect(firstCard!.y).toBeLessThan(PHONE.height);
    await filters.click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Pending');
    await expect.poll(() => confirmedCard.count()).toBe(0);
    expect(await cards.filter({ hasText: pending }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Filters (2)' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('');

    // A tap on the card opens the booking.
    await cards.filter({ hasText: pending }).getByRole('heading', { name: pending }).click();
    await page.waitForURL(`**/booking-detail/${booking.id}`);
    await context.close();
  });

  it('shows at least ten bookings of a day on a 1280×800 screen, with named icon actions', async () => {
    // A busy morning: twelve one-hour games, both courts, names and addresses of everyday length.
    const tag = uniqueTag().slice(0, 4);
    const date = await emptyBookingDate(session.token);
    const bookings: CreatedBooking[] = [];
    for (let index = 0; index < 12; index++) {
      bookings.push(
        await createPadelBooking(session.token, {
          name: `Ayesha Khan ${tag} ${index}`,
          email: `ayesha.${tag}.${index}@example.pk`,
          date,
          hours: [6 + Math.floor(index / 2)],
          court: index % 2 ? 'Court 2' : 'Court 1',
          instruction: index % 3 ? '' : 'Bring rackets',
        }),
      );
    }
    const first = bookings[0]!;
    const { context, page } = await session.adminPage(DESKTOP);
    await openBookingList(page, first.date);
    const rows = page.getByRole('table', { name: 'Bookings' }).getByRole('row');
    await expect.poll(() => rows.filter({ hasText: `Ayesha Khan ${tag}` }).count()).toBe(12);
    // Without scrolling, the tenth booking is whole on the screen.
    const tenth = await rows.nth(10).boundingBox();
    expect(tenth!.y + tenth!.height).toBeLessThanOrEqual(DESKTOP.height);

    // The row's actions are icon buttons named for screen readers, and named on hover and focus.
    const row = bookingRow(page, `Ayesha Khan ${tag} 0`);
    for (const name of ['Arrived', 'Confirm', 'Cancel', 'Delete']) {
      expect(await row.getByRole('button', { name, exact: true }).count()).toBe(1);
    }
    expect(await row.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      `/booking-detail/${first.id}`,
    );
    await row.getByRole('button', { name: 'Confirm' }).hover();
    await expect.poll(() => page.getByRole('tooltip', { name: 'Confirm' }).isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Delete' }).focus();
    await expect.poll(() => page.getByRole('tooltip', { name: 'Delete' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('searches by customer name across dates and pages through the results', async () => {
    const tag = uniqueTag();
    const base = `E2E Search ${tag}`;
    for (let index = 0; index < 17; index++) {
      await createPadelBooking(session.token, {
        name: `${base} ${String(index).padStart(2, '0')}`,
      });
    }
    const { context, page } = await session.adminPage();
    await page.goto(appUrl('/booking-list'));
    await page.getByRole('searchbox', { name: 'Search by customer name' }).fill(base.toLowerCase());
    const rows = page.getByRole('table', { name: 'Bookings' }).getByRole('row');
    await expect.poll(() => page.getByText('Showing 1–15 of 17').isVisible()).toBe(true);
    await expect.poll(() => rows.count()).toBe(16);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => page.getByText('Showing 16–17 of 17').isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
    await expect.poll(() => page.getByText('Showing 1–17 of 17').isVisible()).toBe(true);
    await expect.poll(() => rows.count()).toBe(18);
    await context.close();
  });
});

describe('export, notification sound, queue, sources and schedule board', () => {
  it("exports the list's day as bookings.xlsx, saying Preparing… until the file comes", async () => {
    const name = `E2E Export ${uniqueTag()}`;
    const booking = await createPadelBooking(session.token, { name });
    const { context, page } = await session.adminPage();
    await openBookingList(page, booking.date);
    const { download, url } = await exportWhilePreparing(page, '**/api/get-booking/bookings.xlsx*');
    expect(url.search).toBe(`?from=${booking.date}&to=${booking.date}`);
    expect(download.suggestedFilename()).toBe('bookings.xlsx');
    const path = join(mkdtempSync(join(tmpdir(), 'padel-export-')), 'bookings.xlsx');
    await download.saveAs(path);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.getWorksheet('Bookings');
    expect(sheet).toBeDefined();
    const names: unknown[] = [];
    sheet!.eachRow((row) => names.push(...(row.values as unknown[])));
    expect(names).toContain(name);
    await page.getByRole('button', { name: 'Export' }).waitFor();
    await context.close();
  });

  it('plays the 3-second sound when today has more bookings than remembered, once', async () => {
    const { context, page } = await session.adminPage();
    await context.addInitScript(() => {
      const tones: { start: number; stop: number }[] = [];
      (window as unknown as { __tones: typeof tones }).__tones = tones;
      const node = () => ({ connect: (next: unknown) => next ?? node(), disconnect() {} });
      class FakeAudioContext {
        state = 'running';
        currentTime = 0;
        destination = {};
        resume() {
          return Promise.resolve();
        }
        createGain() {
          return {
            ...node(),
            gain: {
              value: 1,
              setValueAtTime() {},
              exponentialRampToValueAtTime() {},
            },
          };
        }
        createOscillator() {
          const tone = { start: 0, stop: 0 };
          tones.push(tone);
          return {
            ...node(),
            type: 'sine',
            frequency: { value: 0 },
            start: (at: number) => (tone.start = at),
            stop: (at: number) => (tone.stop = at),
          };
        }
      }
      (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
    });
    // A remembered count below today's (even an empty day has 0 > -1), set once per tab.
    await context.addInitScript((date) => {
      if (sessionStorage.getItem('e2eSeeded')) return;
      sessionStorage.setItem('e2eSeeded', '1');
      sessionStorage.setItem('bookingCount', JSON.stringify({ date, count: -1 }));
    }, venueToday());
    await openBookingList(page, venueToday());
    const tones = () =>
      page.evaluate(
        () => (window as unknown as { __tones: { start: number; stop: number }[] }).__tones,
      );
    await expect.poll(async () => (await tones()).length).toBeGreaterThan(0);
    const played = await tones();
    const length =
      Math.max(...played.map((tone) => tone.stop)) - Math.min(...played.map((tone) => tone.start));
    expect(length).toBeCloseTo(3, 1);

    const { headers } = await api(session.token, `/get-booking-list/${venueToday()}`);
    const total = Number(headers.get(TOTAL_COUNT_HEADER));
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('bookingCount')))
      .toBe(JSON.stringify({ date: venueToday(), count: total }));

    // Same count after a reload: silent.
    await page.reload();
    await page.getByRole('heading', { name: 'Booking Management' }).waitFor();
    await expect.poll(() => page.getByText('Loading bookings...').count()).toBe(0);
    expect(await tones()).toEqual([]);
    await context.close();
  });

  it('shows the booking queue, searches it, limits its dates and exports what it shows', async () => {
    const tag = uniqueTag();
    const customerName = `E2E Queue ${tag}`;
    const selectedDate = addDays(venueToday(), 3);
    const dayAfter = addDays(selectedDate, 1);
    const entries = [
      { selectedDate, customerName, email: `queue-${tag}@example.test` },
      {
        selectedDate: dayAfter,
        customerName: `${customerName} later`,
        email: `later-${tag}@x.test`,
      },
      { selectedDate: dayAfter, customerName: `E2E Other ${tag}`, email: `other-${tag}@x.test` },
    ];
    for (const body of entries) {
      expectStatus(await api(null, '/queue-booking', { method: 'POST', body }), 201);
    }

    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl('/booking-queue'));
    await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Booking queue' });
    const rowsOfTag = table.getByRole('row').filter({ hasText: tag });
    await expect.poll(() => rowsOfTag.count()).toBe(3);
    for (const header of ['Date of visit', 'Customer name', 'Email']) {
      expect(await table.getByRole('columnheader', { name: header }).count()).toBe(1);
    }
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Search by customer' }).fill(`queue ${tag}`);
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    await page.getByLabel('Visits from').fill(dayAfter);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const { download, url } = await exportWhilePreparing(
      page,
      '**/api/queueBooking/booking-queue.xlsx*',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: `queue ${tag}`,
      from: dayAfter,
    });
    expect(download.suggestedFilename()).toBe('booking-queue.xlsx');
    const path = join(mkdtempSync(join(tmpdir(), 'padel-queue-')), 'booking-queue.xlsx');
    await download.saveAs(path);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.getWorksheet('Queue')!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((row) => row.slice(1, 4))).toEqual([
      ['Date of visit', 'Customer name', 'Email'],
      [dayAfter, `${customerName} later`, `later-${tag}@x.test`],
    ]);

    // A last date before the first is refused under its field, and the list stays.
    await page.getByLabel('Visits to').fill(selectedDate);
    await expect
      .poll(() => page.getByText(EXPORT_RANGE_MESSAGES.rangeReversed).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Export' }).isDisabled()).toBe(true);
    expect(await table.getByRole('row').count()).toBe(2);
    await page.getByLabel('Visits to').fill('');
    await page.getByLabel('Visits from').fill(addDays(dayAfter, 1));
    await expect.poll(() => page.getByText('No any record in Queue').isVisible()).toBe(true);
    await context.close();
  });

  it('counts visits by source and lists them with their type', async () => {
    const tag = uniqueTag();
    const rawSource = `fb-e2e-${tag}`;
    const visit = await api<{ source: string }>(null, '/visit-source', {
      method: 'POST',
      body: { utm_source: rawSource, sessionId: `e2e-session-${tag}` },
    });
    expect(visit.body.source).toBe('Facebook');
    const today = venueToday();
    const { body: summary } = await api<SourcesSummary>(
      session.token,
      `/utm-sources/summary?from=${addDays(today, -29)}&to=${today}`,
    );
    const count = (source: string) =>
      summary.byCategory.find((item) => item.category === source)!.visits;

    const { context, page } = await session.adminPage();
    await page.goto(appUrl('/redirection-sources'));
    await page.getByRole('heading', { name: 'Redirection Sources Analytics' }).waitFor();
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(addDays(today, -29));
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(today);
    await expect
      .poll(() => page.getByTestId('count-Total').textContent())
      .toBe(String(summary.totals.visits));
    for (const source of ['Facebook', 'Instagram', 'Other']) {
      expect(await page.getByTestId(`count-${source}`).textContent(), source).toBe(
        String(count(source)),
      );
    }
    const row = page.getByRole('row').filter({ hasText: rawSource });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText('Facebook', { exact: true }).isVisible()).toBe(true);
    expect(await row.textContent()).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
    await expect
      .poll(() => page.getByRole('figure', { name: 'Visits and bookings per day' }).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);

    // On a phone the type badges stay whole (not cut to "F…").
    await page.setViewportSize(PHONE);
    const badge = row.getByText('Facebook', { exact: true });
    await expect
      .poll(() => badge.evaluate((label) => label.scrollWidth <= label.clientWidth))
      .toBe(true);
    await page.setViewportSize(DESKTOP);

    // A period in the future has no visits.
    await page.getByLabel('To', { exact: true }).fill(addDays(today, 40));
    await page.getByLabel('From', { exact: true }).fill(addDays(today, 30));
    await expect.poll(() => page.getByText('No visits in this period.').isVisible()).toBe(true);
    expect(await page.getByTestId('count-Total').textContent()).toBe('0');
    await context.close();
  });

  it('shows a booked slot on the schedule board and opens its booking', async () => {
    const name = `E2E Board ${uniqueTag()}`;
    const booking = await createPadelBooking(session.token, {
      name,
      court: 'Court 2',
      hours: [18],
    });
    const { body: schedule } = await api<Schedule>(session.token, `/schedule/${booking.date}`);

    const { context, page } = await session.adminPage();
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('link', { name: 'Schedule Board' }).click();
    await page.waitForURL('**/schedule');
    await page.getByRole('heading', { name: 'Schedule Board', level: 1 }).waitFor();
    expect(await page.getByLabel('Date').inputValue()).toBe(venueToday());
    await page.getByLabel('Date').fill(booking.date);

    const board = page.getByRole('table', { name: /^Schedule for / });
    const sixPm = board
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '06:00 PM' }) });
    const link = sixPm.getByRole('link', { name: new RegExp(name) });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.textContent()).toContain('Pending');
    expect(await link.textContent()).toContain('Unpaid');
    // Purple Court is the third column (Time, Blue Court, Purple Court, Tables).
    const cells = sixPm.getByRole('cell');
    expect(
      await cells
        .nth(1)
        .getByRole('link', { name: new RegExp(name) })
        .count(),
    ).toBe(1);
    expect(
      await sixPm
        .getByText(`Tables: ${schedule.tables.heldByHour[18]} / ${schedule.tables.totalTables}`)
        .count(),
    ).toBe(1);
    expect(await board.getByRole('row').count()).toBe(25);
    await expectNoAxeViolations(page);

    await link.click();
    await page.waitForURL(`**/booking-detail/${booking.id}`);
    await page.getByRole('heading', { name }).waitFor();
    await context.close();
  });

  it('fits the schedule board on a phone and passes axe', async () => {
    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl('/schedule'));
    await page.getByRole('table', { name: /^Schedule for / }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
