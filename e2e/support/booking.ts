import { apiUrl, VENUE_TIMEZONE } from './browser';
import {
  addDays,
  COURT_NAMES,
  DEFAULT_VENUE_SETTINGS,
  quotePadel,
  slotLabel,
  venueNow,
  weekdayOf,
  type Court,
} from '@padel/contracts';
import type { Locator, Page } from 'playwright-core';
import { showMonth } from './calendar';
import { e2eNow } from './clock';
import { expect, inject } from 'vitest';
import { expectStatus } from '../../apps/server/test/expect-status';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../apps/web/src/features/booking/lib/calendar-dates';
import { padelRequest } from '../../apps/server/test/factories';

/** Helpers for the booking host's browser flows. */

/** `expect.poll` with room for a busy machine (its default gives up after one second). */
export function eventually<T>(check: () => T | Promise<T>, options: { timeout?: number } = {}) {
  return expect.poll(check, { timeout: 10_000, ...options });
}

/** A date `days` after today in the venue's zone (YYYY-MM-DD): future days have no past slots. */
export function venueDateIn(days: number): string {
  return addDays(venueNow(VENUE_TIMEZONE, e2eNow()).date, days);
}

/** `2026-11-23` -> `Monday, 23 November 2026`, the calendar's name for that day. */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_NAMES[weekdayOf(iso)]}, ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** `PKR 5,000`, as the screens show prices. */
export function pkr(amount: number): string {
  return `PKR ${new Intl.NumberFormat('en-US').format(amount)}`;
}

/** The e2e server runs a fresh install, priced by the default settings (docs/venue-settings.md). */
export function padelTotal(date: string, hours: number[]): number {
  return quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, hours).total;
}

/** The slot button for an hour; its name is the full label, plus BOOKED when taken. */
export const slotButton = (page: Page, hour: number) =>
  page.getByRole('button', { name: slotLabel(hour) });

export const dayButton = (page: Page, iso: string) =>
  page.getByRole('button', { name: longDate(iso), exact: true });

export const courtButton = (page: Page, court: Court) =>
  page.getByRole('button', { name: COURT_NAMES[court] });

/**
 * Waits for the calendar to know the venue's booking window: until then it shows the month with
 * only today open (docs/quality.md#b5-lighthouse).
 */
export async function calendarReady(page: Page): Promise<void> {
  await eventually(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

/** Shows the month of `iso` (see `showMonth`), then clicks that day. */
export async function pickDate(page: Page, iso: string): Promise<void> {
  await showMonth(page, iso);
  await dayButton(page, iso).click();
  await eventually(() => dayButton(page, iso).getAttribute('aria-pressed')).toBe('true');
}

/** Clicks a free slot and waits until it shows as chosen. */
export async function chooseSlot(page: Page, hour: number): Promise<void> {
  const button = slotButton(page, hour);
  await eventually(() => button.isEnabled()).toBe(true);
  await button.click();
  await eventually(() => button.getAttribute('aria-pressed')).toBe('true');
}

export interface PadelChoice {
  date: string;
  court: Court;
  hours: number[];
}

/** Step 1 of the booking form: Padel, date, court and hours. */
export async function choosePadel(page: Page, choice: PadelChoice): Promise<void> {
  await pickDate(page, choice.date);
  await courtButton(page, choice.court).click();
  for (const hour of choice.hours) await chooseSlot(page, hour);
}

export interface Customer {
  name: string;
  email: string;
  phone: string;
  guests?: string;
}

export function customer(tag: string): Customer {
  return { name: `E2E ${tag}`, email: `${tag}@example.test`, phone: '03001234567', guests: '2' };
}

/** Step 2's PERSONAL INFORMATION. */
export async function fillDetails(page: Page, person: Customer): Promise<void> {
  await page.getByRole('textbox', { name: 'Customer Name' }).fill(person.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(person.phone);
  if (person.guests !== undefined) {
    await page.getByRole('spinbutton', { name: 'Guests' }).fill(person.guests);
  }
}

/**
 * No sideways scrolling at the current viewport. A failure names the deepest elements that reach
 * past the viewport's right edge, so a layout that only overflows with another flow's data says
 * where.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { overflow, culprits } = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const wide = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    const deepest = wide.filter(
      (element) => !wide.some((other) => element.contains(other) && other !== element),
    );
    return {
      overflow: root.scrollWidth - width,
      culprits: deepest
        .slice(0, 5)
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 80)}`,
        ),
    };
  });
  expect(overflow, `wider than the screen: ${culprits.join(' | ')}`).toBeLessThanOrEqual(0);
}

export async function adminToken(): Promise<string> {
  const admin = inject('admin');
  const response = await fetch(apiUrl('/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}

export async function setTotalTables(token: string, totalTables: number): Promise<void> {
  const response = await fetch(apiUrl('/tables'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ totalTables }),
  });
  expect(response.status).toBe(200);
}

/** POST /api/create-booking as a customer would; returns the status and body. */
export async function createBookingViaApi(
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(apiUrl('/create-booking'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A padel booking made through the API, for the hours a test needs already taken. */
export async function bookPadelViaApi(choice: PadelChoice, tag: string): Promise<void> {
  const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, choice.date, choice.hours);
  const person = customer(tag);
  const created = await createBookingViaApi({
    ...padelRequest(choice.date, choice.hours[0]!, {
      selectedSlots: choice.hours.map(slotLabel),
      selectedCourt: choice.court,
      customerName: person.name,
      email: person.email,
      phoneNumber: person.phone,
      customer_instruction: '',
    }),
    amount: quote.total,
    unit_amount: quote.unitAmount,
  });
  expectStatus(created, 201);
}

/**
 * A one-hour padel booking whose advance the customer is to send by JazzCash, made through the API
 * (docs/payments.md#transfers): answers the created booking's body (its `accessToken`).
 */
export async function bookByJazzCashViaApi(
  slot: { date: string; hour: number; court: Court },
  person: Customer,
): Promise<Record<string, unknown>> {
  const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, slot.date, [slot.hour]);
  const created = await createBookingViaApi({
    ...padelRequest(slot.date, slot.hour, {
      selectedSlots: [slotLabel(slot.hour)],
      selectedCourt: slot.court,
      customerName: person.name,
      email: person.email,
      phoneNumber: person.phone,
    }),
    amount: quote.total,
    unit_amount: quote.unitAmount,
    paymentType: 'PayViaOnline',
    transferMethod: 'jazzcash',
  });
  return expectStatus(created, 201).body;
}

/** The whole booking form for padel, ending on the thank-you page. */
export async function bookPadelThroughUi(
  page: Page,
  choice: PadelChoice,
  person: Customer,
): Promise<void> {
  await page.goto(`${inject('bookingUrl')}/`);
  await choosePadel(page, choice);
  await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
  await fillDetails(page, person);
  await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
  await page.waitForURL('**/thank-you');
}

/** The WCAG contrast ratio of an element's text over its own (opaque) background. */
export async function contrastOf(element: Locator): Promise<number> {
  const [text, background] = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return [style.color, style.backgroundColor];
  });
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}
