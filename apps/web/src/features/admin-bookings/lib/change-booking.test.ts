import { slotLabel, type Availability } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { changedPrice, hourChoices } from './change-booking';

const day = '2030-01-07'; // a Monday: 05:00-17:00 at 4000, otherwise 5000
const prices = Array.from({ length: 24 }, (_, hour) => (hour >= 5 && hour < 17 ? 4000 : 5000));
const availability: Availability = {
  date: day,
  pastSlots: [slotLabel(0)],
  padel: { 'Court 1': [slotLabel(9), slotLabel(11)], 'Court 2': [] },
  table: { totalTables: 1, fullSlots: [] },
  closedSlots: { 'Court 1': [slotLabel(23)], 'Court 2': [], table: [] },
  padelPrices: prices,
};
const booking = {
  bookingType: 'Padel' as const,
  selectedDate: day,
  selectedCourt: 'Court 1' as const,
  selectedSlots: [slotLabel(9)],
  amount: 4000,
};

describe('the edit form hours', () => {
  it("says which hours are booked, closed or started; the booking's own are free", () => {
    const states = hourChoices(booking, availability, 'Court 1').map((choice) => choice.state);
    expect(states[0]).toBe('started');
    expect(states[9]).toBe('free');
    expect(states[11]).toBe('booked');
    expect(states[23]).toBe('closed');
    expect(hourChoices(booking, availability, 'Court 2')[11]!.state).toBe('free');
  });
});

describe('the price shown before saving', () => {
  it('is priced again when the hours change, unless kept', () => {
    const change = { selectedDate: day, selectedSlots: [slotLabel(17), slotLabel(18)] };
    expect(changedPrice(booking, { ...change, keepPrice: false }, availability)).toEqual({
      amount: 10000,
      repriced: true,
    });
    expect(changedPrice(booking, { ...change, keepPrice: true }, availability)).toEqual({
      amount: 4000,
      repriced: false,
    });
    const same = { selectedDate: day, selectedSlots: [slotLabel(9)], keepPrice: false };
    expect(changedPrice(booking, same, availability)).toEqual({ amount: 4000, repriced: false });
    const otherDay = { ...change, selectedDate: '2030-01-08', keepPrice: false };
    expect(changedPrice(booking, otherDay, availability)).toBeNull();
  });
});
