import { apiUrl, VENUE_TIMEZONE } from './browser';
import { randomUUID } from 'node:crypto';
import {
  addDays,
  DEFAULT_VENUE_SETTINGS,
  quotePadel,
  slotLabel,
  venueNow,
  weekdayOf,
  type AdminBooking,
  type Availability,
  type Court,
} from '@padel/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectStatus } from '../../apps/server/test/expect-status';
import { padelRequest } from '../../apps/server/test/factories';
import { appUrl, signIn } from './browser';
import { e2eNow } from './clock';
import { draw, drawInt } from './draw';

/** Data and sign-in helpers for the admin booking screens' browser flows. */

export const venueToday = () => venueNow(VENUE_TIMEZONE, e2eNow()).date;

/** A short random tag, so names, e-mails and dates never clash with other tests. */
export const uniqueTag = () => randomUUID().slice(0, 8);

/**
 * Signs in through the Login screen once and returns the token, so the rest of a file can reuse
 * it: the server allows only a few sign-ins per e-mail in 15 minutes (see
 * docs/accounts.md#sign-in-limits).
 */
export async function signInOnce(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await signIn(page);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await page.close();
  expect(token).toBeTruthy();
  return token!;
}

/** A browser context that is already signed in with `token` (kept in localStorage). */
export async function withToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => {
    if (location.origin.includes('booking.')) return;
    window.localStorage.setItem('token', value);
  }, token);
}

export async function api<T>(
  token: string | null,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(apiUrl(path), {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    headers: response.headers,
  };
}

/**
 * A date 15-60 days ahead, drawn from the test file's seeded stream (`draw`): no past hours,
 * inside the booking window (the default settings' on the e2e server's fresh install,
 * docs/venue-settings.md), so the booking calendar reaches it, and after the days the
 * booking-flow tests pick. Optionally Monday to Thursday.
 */
export function futureDate(options: { discountWeekday?: boolean } = {}): string {
  const { bookingWindowDays } = DEFAULT_VENUE_SETTINGS;
  for (;;) {
    const date = addDays(venueToday(), drawInt(15, bookingWindowDays));
    const weekday = weekdayOf(date);
    if (!options.discountWeekday || (weekday >= 1 && weekday <= 4)) return date;
  }
}

/** A date (see `futureDate`) on which no court has a booking yet. */
export async function freePadelDate(): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const date = futureDate();
    const { body } = await api<Availability>(null, `/availability/${date}`);
    if (Object.values(body.padel).every((slots) => slots.length === 0)) return date;
  }
  throw new Error('no free padel date found');
}

/**
 * A date (see `futureDate`) with no booking of any kind, read through the admin list: a café
 * booking left by another file would add a row to a screen that counts rows.
 */
export async function emptyBookingDate(token: string): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const date = await freePadelDate();
    const { status, body } = await api<AdminBooking[]>(token, `/get-booking-list/${date}`);
    expect(status).toBe(200);
    if (body.length === 0) return date;
  }
  throw new Error('no date without bookings found');
}

export interface PadelBookingInput {
  name: string;
  date?: string;
  hours?: number[];
  court?: Court;
  instruction?: string;
  discountWeekday?: boolean;
  /** A unique test address when not given. */
  email?: string;
}

export interface CreatedBooking {
  id: number;
  name: string;
  date: string;
  hours: number[];
  court: Court;
}

/**
 * Creates a pending padel booking as a customer would, on a free date, hour and court drawn from
 * the file's seeded stream (`draw`) when not given.
 */
export async function createPadelBooking(
  token: string,
  input: PadelBookingInput,
): Promise<CreatedBooking> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const date = input.date ?? futureDate({ discountWeekday: input.discountWeekday });
    const start = drawInt(0, 21);
    const hours = input.hours ?? [start];
    const court: Court = input.court ?? (draw() < 0.5 ? 'Court 1' : 'Court 2');
    const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, hours);
    const tag = uniqueTag();
    const created = await api(null, '/create-booking', {
      method: 'POST',
      body: {
        ...padelRequest(date, hours[0]!, {
          selectedSlots: hours.map(slotLabel),
          selectedCourt: court,
          customerName: input.name,
          email: input.email ?? `admin-e2e-${tag}@example.test`,
          customer_instruction: input.instruction ?? '',
        }),
        amount: quote.total,
        unit_amount: quote.unitAmount,
      },
    });
    if (created.status === 409 && (!input.date || !input.hours)) continue;
    expectStatus(created, 201);
    const id = await findBookingId(token, date, input.name);
    return { id, name: input.name, date, hours, court };
  }
  throw new Error('no free slot found for a test booking');
}

/** The id of the newest booking named `name` on `date`, through the admin list. */
export async function findBookingId(token: string, date: string, name: string): Promise<number> {
  const { status, body } = await api<AdminBooking[]>(
    token,
    `/get-booking-list/${date}?pageSize=40`,
  );
  expect(status).toBe(200);
  const match = body.filter((booking) => booking.customerName === name);
  expect(match.length).toBeGreaterThan(0);
  return Math.max(...match.map((booking) => booking.id));
}

/** Opens the booking list on `date` and waits for the list to load. */
export async function openBookingList(page: Page, date: string): Promise<void> {
  await page.goto(appUrl(`/booking-list?date=${date}`));
  await page.getByRole('heading', { name: 'Booking Management' }).waitFor();
  await expect.poll(() => page.getByText('Loading bookings...').count()).toBe(0);
}

/** The table row of a booking, by its customer name. */
export const bookingRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Bookings' }).getByRole('row').filter({ hasText: name });

/** Answers the confirmation modal with Confirm and waits for it to close. */
export async function confirmInModal(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect.poll(() => dialog.getByText(question, { exact: true }).isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}
