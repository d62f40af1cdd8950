import {
  BOOKING_MESSAGES,
  DEFAULT_VENUE_SETTINGS,
  slotLabel,
  VENUE_RULE_MESSAGES,
  type Availability,
} from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import {
  ALL_BOOKED_MESSAGE,
  ALL_CLOSED_MESSAGE,
  bookableSlots,
  NONE_LEFT_MESSAGE,
  noFreeSlotMessage,
  selectionProblem,
  slotHours,
  slotStates,
  sortSlots,
  toggleSlot,
  withCourt,
  withDate,
  withType,
  type Selection,
  type SlotState,
} from './selection';

const CAP = DEFAULT_VENUE_SETTINGS.maxHoursPerBooking;

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
    expect(selectionProblem(empty, CAP)).toBe(BOOKING_MESSAGES.dateRequired);
    expect(selectionProblem({ ...empty, date: '2030-02-04' }, CAP)).toBe(
      BOOKING_MESSAGES.slotRequired,
    );
    expect(selectionProblem({ ...chosen, court: null }, CAP)).toBe(BOOKING_MESSAGES.courtRequired);
    expect(selectionProblem({ ...chosen, type: null }, CAP)).toBe(BOOKING_MESSAGES.typeRequired);
    expect(selectionProblem(chosen, CAP)).toBeUndefined();
  });

  it('needs no court for a café table', () => {
    expect(selectionProblem({ ...chosen, type: 'Table', court: null }, CAP)).toBeUndefined();
  });

  it("caps the hours of one online booking at the venue's setting, but not of a walk-in", () => {
    const long = { ...chosen, slots: sortSlots([8, 9, 10].map(slotLabel)) };
    expect(selectionProblem(long, 2)).toBe(VENUE_RULE_MESSAGES.tooManyHours(2));
    expect(selectionProblem(long, 3)).toBeUndefined();
    // null: a walk-in entered by staff (docs/venue-settings.md#enforcement).
    expect(
      selectionProblem({ ...long, slots: sortSlots([6, 7, 8, 9, 10].map(slotLabel)) }, null),
    ).toBeUndefined();
  });
});

describe('what each slot shows', () => {
  const availability: Availability = {
    date: '2030-02-04',
    pastSlots: [],
    padel: { 'Court 1': [slotLabel(18)], 'Court 2': [slotLabel(20)] },
    table: { totalTables: 4, fullSlots: [slotLabel(13)] },
    closedSlots: { 'Court 1': [], 'Court 2': [], table: [] },
    padelPrices: Array.from({ length: 24 }, () => 5000),
  };
  const now = { date: '2030-02-04', hour: 10 };

  it('shows a court hour held on the chosen court as booked, and free on the other court', () => {
    const court1 = slotStates(availability, chosen, now, 0);
    expect(court1.get(slotLabel(18))).toBe('booked');
    expect(court1.get(slotLabel(20))).toBe('free');
    const court2 = slotStates(availability, { ...chosen, court: 'Court 2' }, now, 0);
    expect(court2.get(slotLabel(18))).toBe('free');
    expect(court2.get(slotLabel(20))).toBe('booked');
  });

  it('shows a café hour booked only when every table is taken', () => {
    const tables = slotStates(availability, { ...chosen, type: 'Table', court: null }, now, 0);
    expect(tables.get(slotLabel(13))).toBe('booked');
    expect(tables.get(slotLabel(18))).toBe('free');
  });

  it('shows the hours that started today as past, by the venue clock', () => {
    const states = slotStates(availability, chosen, now, 0);
    expect(states.get(slotLabel(9))).toBe('past');
    expect(states.get(slotLabel(10))).toBe('free');
    const tomorrow = slotStates(availability, { ...chosen, date: '2030-02-05' }, now, 0);
    expect(tomorrow.get(slotLabel(9))).toBe('free');
    const yesterday = slotStates(availability, { ...chosen, date: '2030-02-03' }, now, 0);
    expect([...yesterday.values()].every((state) => state === 'past')).toBe(true);
  });

  it("takes the server's past slots too, before its availability has loaded nothing is booked", () => {
    const later = { ...availability, pastSlots: [slotLabel(11)] };
    expect(slotStates(later, chosen, now, 0).get(slotLabel(11))).toBe('past');
    expect(slotStates(undefined, chosen, now, 0).get(slotLabel(18))).toBe('free');
  });

  it('drops a chosen slot that was booked meanwhile', () => {
    const states = slotStates(availability, chosen, now, 0);
    expect(bookableSlots([slotLabel(18), slotLabel(19)], states)).toEqual([slotLabel(19)]);
  });

  it('shows the slots the server lists as closed for the chosen court, or for tables, as closed', () => {
    const closing = {
      ...availability,
      closedSlots: {
        'Court 1': [slotLabel(18), slotLabel(19)],
        'Court 2': [],
        table: [slotLabel(22)],
      },
    };
    const court1 = slotStates(closing, chosen, now, 0);
    // Closed wins over booked: a closure cancels the bookings it covers.
    expect(court1.get(slotLabel(18))).toBe('closed');
    expect(court1.get(slotLabel(19))).toBe('closed');
    expect(court1.get(slotLabel(22))).toBe('free');
    expect(slotStates(closing, { ...chosen, court: 'Court 2' }, now, 0).get(slotLabel(19))).toBe(
      'free',
    );
    const tables = slotStates(closing, { ...chosen, type: 'Table', court: null }, now, 0);
    expect(tables.get(slotLabel(22))).toBe('closed');
    expect(tables.get(slotLabel(18))).toBe('free');
    // A slot that has started is past, whatever else.
    const started = slotStates(closing, chosen, { ...now, hour: 19 }, 0);
    expect(started.get(slotLabel(18))).toBe('past');
  });

  it('shows the slots inside the minimum notice as too soon, counted from the current hour', () => {
    const states = slotStates(availability, chosen, now, 3);
    expect(states.get(slotLabel(9))).toBe('past');
    expect(states.get(slotLabel(10))).toBe('soon');
    expect(states.get(slotLabel(12))).toBe('soon');
    expect(states.get(slotLabel(13))).toBe('free');
    // Across midnight: 26 hours of notice at 10 AM reach 11 AM tomorrow.
    const tomorrow = slotStates(availability, { ...chosen, date: '2030-02-05' }, now, 26);
    expect(tomorrow.get(slotLabel(11))).toBe('soon');
    expect(tomorrow.get(slotLabel(12))).toBe('free');
    // A booked slot stays BOOKED, and a walk-in (notice 0) may take the next hours.
    expect(slotStates(availability, chosen, { ...now, hour: 17 }, 3).get(slotLabel(18))).toBe(
      'booked',
    );
    expect(slotStates(availability, chosen, now, 0).get(slotLabel(10))).toBe('free');
  });
});

describe('the message when no slot is free', () => {
  const day = (state: (hour: number) => SlotState) =>
    new Map(Array.from({ length: 24 }, (_, hour) => [slotLabel(hour), state(hour)]));

  it('says nothing while one slot is free', () => {
    expect(noFreeSlotMessage(day((hour) => (hour === 23 ? 'free' : 'booked')))).toBeUndefined();
  });

  it('says all booked only when bookings fill what is left', () => {
    expect(noFreeSlotMessage(day((hour) => (hour < 8 ? 'closed' : 'booked')))).toBe(
      ALL_BOOKED_MESSAGE,
    );
    expect(noFreeSlotMessage(day(() => 'closed'))).toBe(ALL_CLOSED_MESSAGE);
    expect(noFreeSlotMessage(day((hour) => (hour < 20 ? 'past' : 'closed')))).toBe(
      NONE_LEFT_MESSAGE,
    );
    expect(noFreeSlotMessage(day((hour) => (hour < 12 ? 'past' : 'soon')))).toBe(NONE_LEFT_MESSAGE);
  });
});
