import {
  BOOKING_MESSAGES,
  BOOKING_POLICY,
  BOOKING_POLICY_MESSAGES,
  slotLabel,
  type Availability,
} from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookableSlots,
  selectionProblem,
  slotHours,
  slotStates,
  sortSlots,
  toggleSlot,
  withCourt,
  withDate,
  withType,
  type Selection,
} from './selection';

const chosen: Selection = {
  type: 'Padel',
  court: 'Court 1',
  date: '2030-02-04',
  slots: [slotLabel(18), slotLabel(19)],
};

describe('changing the choice', () => {
  it('clears the chosen slots when the date, court or booking type changes', () => {
    expect(withDate(chosen, '2030-02-05')).toMatchObject({ date: '2030-02-05', slots: [] });
    expect(withCourt(chosen, 'Court 2')).toMatchObject({ court: 'Court 2', slots: [] });
    expect(withType(chosen, 'Table')).toMatchObject({ type: 'Table', slots: [] });
  });

  it('keeps the chosen slots when the same date, court or type is picked again', () => {
    expect(withDate(chosen, '2030-02-04').slots).toEqual(chosen.slots);
    expect(withCourt(chosen, 'Court 1').slots).toEqual(chosen.slots);
    expect(withType(chosen, 'Padel').slots).toEqual(chosen.slots);
  });
});

describe('choosing slots', () => {
  it('keeps slots in the order of the day, whatever order they were tapped in', () => {
    let slots: string[] = [];
    for (const hour of [20, 7, 13]) slots = toggleSlot(slots, slotLabel(hour));
    expect(slots).toEqual([slotLabel(7), slotLabel(13), slotLabel(20)]);
    expect(slotHours(slots)).toEqual([7, 13, 20]);
  });

  it('unchooses a slot tapped a second time', () => {
    expect(toggleSlot([slotLabel(7), slotLabel(8)], slotLabel(7))).toEqual([slotLabel(8)]);
  });

  it('drops duplicates and labels that are not slots', () => {
    expect(sortSlots([slotLabel(9), 'tea time', slotLabel(9)])).toEqual([slotLabel(9)]);
  });
});

describe("the first problem with a choice, in the form's order", () => {
  it('asks for a date, then a slot, then a court', () => {
    const empty: Selection = { type: 'Padel', court: null, date: null, slots: [] };
    expect(selectionProblem(empty)).toBe(BOOKING_MESSAGES.dateRequired);
    expect(selectionProblem({ ...empty, date: '2030-02-04' })).toBe(BOOKING_MESSAGES.slotRequired);
    expect(selectionProblem({ ...chosen, court: null })).toBe(BOOKING_MESSAGES.courtRequired);
    expect(selectionProblem({ ...chosen, type: null })).toBe(BOOKING_MESSAGES.typeRequired);
    expect(selectionProblem(chosen)).toBeUndefined();
  });

  it('needs no court for a café table', () => {
    expect(selectionProblem({ ...chosen, type: 'Table', court: null })).toBeUndefined();
  });

  it('caps the hours of one online booking, but not of a walk-in entered by staff', () => {
    const { maxHoursPerBooking } = BOOKING_POLICY;
    const long = { ...chosen, slots: sortSlots([8, 9, 10, 11, 12].map(slotLabel)) };
    expect(long.slots.length).toBeGreaterThan(maxHoursPerBooking);
    expect(selectionProblem(long)).toBe(BOOKING_POLICY_MESSAGES.tooManyHours(maxHoursPerBooking));
    expect(selectionProblem(long, true)).toBeUndefined();
    const atCap = { ...chosen, slots: long.slots.slice(0, maxHoursPerBooking) };
    expect(selectionProblem(atCap)).toBeUndefined();
  });
});

describe('what each slot shows', () => {
  const availability: Availability = {
    date: '2030-02-04',
    pastSlots: [],
    padel: { 'Court 1': [slotLabel(18)], 'Court 2': [slotLabel(20)] },
    table: { totalTables: 4, fullSlots: [slotLabel(13)] },
  };
  const now = { date: '2030-02-04', hour: 10 };

  it('shows a court hour held on the chosen court as booked, and free on the other court', () => {
    const court1 = slotStates(availability, chosen, now);
    expect(court1.get(slotLabel(18))).toBe('booked');
    expect(court1.get(slotLabel(20))).toBe('free');
    const court2 = slotStates(availability, { ...chosen, court: 'Court 2' }, now);
    expect(court2.get(slotLabel(18))).toBe('free');
    expect(court2.get(slotLabel(20))).toBe('booked');
  });

  it('shows a café hour booked only when every table is taken', () => {
    const tables = slotStates(availability, { ...chosen, type: 'Table', court: null }, now);
    expect(tables.get(slotLabel(13))).toBe('booked');
    expect(tables.get(slotLabel(18))).toBe('free');
  });

  it('shows the hours that started today as past, by the venue clock', () => {
    const states = slotStates(availability, chosen, now);
    expect(states.get(slotLabel(9))).toBe('past');
    expect(states.get(slotLabel(10))).toBe('free');
    const tomorrow = slotStates(availability, { ...chosen, date: '2030-02-05' }, now);
    expect(tomorrow.get(slotLabel(9))).toBe('free');
    const yesterday = slotStates(availability, { ...chosen, date: '2030-02-03' }, now);
    expect([...yesterday.values()].every((state) => state === 'past')).toBe(true);
  });

  it("takes the server's past slots too, before its availability has loaded nothing is booked", () => {
    const later = { ...availability, pastSlots: [slotLabel(11)] };
    expect(slotStates(later, chosen, now).get(slotLabel(11))).toBe('past');
    expect(slotStates(undefined, chosen, now).get(slotLabel(18))).toBe('free');
  });

  it('drops a chosen slot that was booked meanwhile', () => {
    const states = slotStates(availability, chosen, now);
    expect(bookableSlots([slotLabel(18), slotLabel(19)], states)).toEqual([slotLabel(19)]);
  });
});
