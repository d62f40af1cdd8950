import {
  bookingAnswerSchema,
  customerListSchema,
  slotLabel,
  walkInAnswerSchema,
} from '@padel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import type { Api } from '../../../test/api';
import { bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { given } from '../../../test/given';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';

// Phones as staff in Pakistan type them (docs/customers.md#calls, the contracts' phone.ts): a
// part of a number with the country code, with dashes, or in Urdu digits finds the numbers kept
// 03XXXXXXXXX, and a number typed in Urdu digits is kept that way too.
let t: TestApp;
let admin: Api;

beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp());
});

afterAll(async () => {
  await t?.close();
});

const storedPhone = async (id: number) =>
  (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.phoneNumber;

describe('a phone typed in Urdu or Arabic-Indic digits', () => {
  it('is kept 03XXXXXXXXX from the booking form', async () => {
    const booked = await bookThroughApi(
      t,
      padelRequest(daysFromToday(20), 18, { phoneNumber: '۰۳۲۱ ۵۵۵۴۴۴۴' }),
    );
    expect(booked.row.phoneNumber).toBe('03215554444');
  });

  it('is kept 03XXXXXXXXX from a walk-in', async () => {
    const response = await admin.post('/api/walk-ins', {
      bookingType: 'Padel',
      selectedDate: daysFromToday(21),
      selectedSlots: [slotLabel(18)],
      selectedCourt: 'Court 1',
      customerName: 'Sana at the counter',
      phoneNumber: '+٩٢ ٣٢١ ٥٥٥٣٣٣٣',
      numberOfGuests: 4,
      payment: 'PayViaCash',
    });
    const { booking } = walkInAnswerSchema.parse(expectStatus(response, 201).json());
    expect(booking.phoneNumber).toBe('03215553333');
    expect(await storedPhone(booking.id)).toBe('03215553333');
  });

  it('is kept 03XXXXXXXXX when staff edit a booking', async () => {
    const booking = await given.booking(t.app.db, { date: daysFromToday(22), hours: [15] });
    const response = await admin.patch(`/api/bookings/${booking.id}`, {
      phoneNumber: '۰۳۲۱-۵۵۵۲۲۲۲',
    });
    const { booking: edited } = bookingAnswerSchema.parse(expectStatus(response, 200).json());
    expect(edited.phoneNumber).toBe('03215552222');
    expect(await storedPhone(booking.id)).toBe('03215552222');
  });
});

describe('searching by a part of a phone', () => {
  /** Four numbers starting 0321 555, one kept as typed before numbers were normalised. */
  const FOUND = ['03215551111', '03215552222', '03215553333', '03215554444'];

  beforeAll(async () => {
    await given.booking(t.app.db, {
      date: daysFromToday(23),
      customerName: 'Kept as typed',
      phoneNumber: '+92 321 5551111',
    });
    // Not 0321 555: 555 elsewhere in the number, and 0321 with other digits.
    await given.booking(t.app.db, { date: daysFromToday(24), phoneNumber: '03005550321' });
    await given.booking(t.app.db, { date: daysFromToday(25), phoneNumber: '03211234555' });
  });

  const customersFound = async (search: string) => {
    const response = await admin.get(`/api/customers?search=${encodeURIComponent(search)}`);
    return customerListSchema
      .parse(expectStatus(response, 200).json())
      .map((customer) => customer.id)
      .sort();
  };

  const bookingPhonesFound = async (search: string) => {
    const query = `search=${encodeURIComponent(search)}&pageSize=40`;
    const response = await admin.get(`/api/get-booking-list/${daysFromToday(0)}?${query}`);
    const rows = expectStatus(response, 200).json<{ phoneNumber: string }[]>();
    return [
      ...new Set(rows.map((row) => row.phoneNumber.replace(/\D/g, '').replace(/^92/, '0'))),
    ].sort();
  };

  it.each(['+92 321 555', '0321-555', '0321 555', '۰۳۲۱ ۵۵۵', '+۹۲ ۳۲۱ ۵۵۵', '٠٣٢١٥٥٥'])(
    '%j finds the same customers and bookings',
    async (search) => {
      expect(await customersFound(search)).toEqual(FOUND);
      expect(await bookingPhonesFound(search)).toEqual(FOUND);
    },
  );

  it('still finds by name, and by digits inside a number', async () => {
    expect(await customersFound('kept as')).toEqual(['03215551111']);
    expect(await bookingPhonesFound('kept as')).toEqual(['03215551111']);
    expect(await customersFound('5550321')).toEqual(['03005550321']);
    expect(await bookingPhonesFound('1234 555')).toEqual(['03211234555']);
  });
});
