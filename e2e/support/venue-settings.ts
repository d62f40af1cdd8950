import {
  addDays,
  slotLabel,
  weekdayOf,
  type Availability,
  type Closure,
  type PublicSettings,
  type TransferAccounts,
  type VenueSettings,
} from '@padel/contracts';
import { expect } from 'vitest';
import { api, venueToday } from './admin-bookings';
import { drawInt } from './draw';

/**
 * Helpers for the Settings and Closures flows (docs/venue-settings.md). The e2e files share one
 * server: a flow that changes the settings puts them back, and removes the closures it made.
 */

/** GET /api/settings. */
export async function readSettings(): Promise<PublicSettings> {
  const { status, body } = await api<PublicSettings>(null, '/settings');
  expect(status).toBe(200);
  return body;
}

/** The settings PUT /api/settings takes: the public answer without closures and cardPayments. */
export function settingsOnly(settings: PublicSettings): VenueSettings {
  const { closures: _closures, cardPayments: _cardPayments, ...rest } = settings;
  return rest;
}

export async function saveSettings(token: string, settings: VenueSettings): Promise<void> {
  const { status } = await api(token, '/settings', { method: 'PUT', body: settings });
  expect(status).toBe(200);
}

/** The venue's receiving accounts the transfer flows offer: JazzCash needs its number and a title. */
export const JAZZCASH_ACCOUNTS: TransferAccounts = {
  bankName: '',
  accountTitle: 'Padel and Cafe Pvt Ltd',
  iban: '',
  raastId: '',
  jazzcashNumber: '03001112233',
  easypaisaNumber: '',
};

/**
 * The settings as they are, every receiving account included (the public answer leaves the ones
 * not offered out): what a file that offers transfers puts back afterwards.
 */
export async function settingsWithAccounts(token: string): Promise<VenueSettings> {
  const accounts = await api<TransferAccounts>(token, '/settings/transfer-accounts');
  expect(accounts.status).toBe(200);
  return { ...settingsOnly(await readSettings()), transferAccounts: accounts.body };
}

/** Removes every closure whose reason is `reason` (a test's own, tagged). */
export async function removeClosures(token: string, reason: string): Promise<void> {
  const { status, body } = await api<Closure[]>(token, '/closures');
  expect(status).toBe(200);
  for (const closure of body.filter((entry) => entry.reason === reason)) {
    await api(token, `/closures/${closure.id}`, { method: 'DELETE' });
  }
}

/**
 * A date 15-55 days ahead, drawn from the test file's seeded stream (`drawInt`), inside the venue's booking window (so the booking page's calendar
 * reaches it in a few months), on one of `weekdays` (0 Sunday ... 6 Saturday), on which no court
 * has a booking yet, or whose `court` is free at `hour` when given.
 */
export async function freeDate(
  options: { weekdays?: number[]; court?: 'Court 1' | 'Court 2'; hour?: number } = {},
): Promise<string> {
  const { bookingWindowDays } = await readSettings();
  const last = Math.min(55, bookingWindowDays);
  for (let attempt = 0; attempt < 200; attempt++) {
    const date = addDays(venueToday(), drawInt(15, last));
    if (options.weekdays && !options.weekdays.includes(weekdayOf(date))) continue;
    const { body } = await api<Availability>(null, `/availability/${date}`);
    const free =
      options.court && options.hour !== undefined
        ? !body.padel[options.court].includes(slotLabel(options.hour))
        : Object.values(body.padel).every((slots) => slots.length === 0);
    if (free) return date;
  }
  throw new Error('no free date found');
}
