import { slotLabel } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import {
  guestsFromLink,
  LINK_PARAMS,
  padelBookingLinkParams,
  sameTimeNextWeekPath,
  selectionFromLink,
} from './booking-link';
import { EMPTY_SELECTION } from './selection';

const TODAY = '2030-02-04';
// The server's per-slot prices of a day: 4000 from 5 PM up to 6 PM, 5000 otherwise.
const PRICES = Array.from({ length: 24 }, (_, hour) => (hour === 17 ? 4000 : 5000));

describe('the link from AVAILABLE SLOTS to the booking form', () => {
  it("carries the court, the US date, the slots in day order and the server's price", () => {
    const params = padelBookingLinkParams({
      court: 'Court 2',
      date: '2030-02-09',
      slots: [slotLabel(18), slotLabel(17)],
      padelPrices: PRICES,
    });
    expect(Object.fromEntries(params)).toEqual({
      bookingTypes: 'Padel',
      isPadelSelected: 'true',
      isSlotsSectionShow: 'true',
      selectedCourt: 'Court 2',
      formattedDate: '02/09/2030',
      selectedSlotTime: `${slotLabel(17)},${slotLabel(18)}`,
      totalPrice: '9000',
    });
  });

  it('pre-fills the form with what the link carries', () => {
    const params = padelBookingLinkParams({
      court: 'Court 2',
      date: '2030-02-09',
      slots: [slotLabel(18), slotLabel(19)],
      padelPrices: PRICES,
    });
    expect(selectionFromLink(params, TODAY, EMPTY_SELECTION)).toEqual({
      type: 'Padel',
      court: 'Court 2',
      date: '2030-02-09',
      slots: [slotLabel(18), slotLabel(19)],
    });
  });

  it('reads a court by its display name and a date written as YYYY-MM-DD', () => {
    const params = new URLSearchParams({
      [LINK_PARAMS.selectedCourt]: 'blue court',
      [LINK_PARAMS.formattedDate]: '2030-02-10',
    });
    expect(selectionFromLink(params, TODAY, EMPTY_SELECTION)).toMatchObject({
      court: 'Court 1',
      date: '2030-02-10',
    });
  });

  it('reads the café from any of its names, and then has no court', () => {
    for (const name of ['Table', 'cafe', 'Café']) {
      const params = new URLSearchParams({
        [LINK_PARAMS.bookingTypes]: name,
        [LINK_PARAMS.selectedCourt]: 'Court 1',
      });
      expect(selectionFromLink(params, TODAY, EMPTY_SELECTION)).toMatchObject({
        type: 'Table',
        court: null,
      });
    }
    const flagged = new URLSearchParams({ [LINK_PARAMS.isTableSelected]: 'true' });
    expect(selectionFromLink(flagged, TODAY, EMPTY_SELECTION).type).toBe('Table');
  });

  it('leaves out a past date, an unknown court and unknown slots, keeping the rest', () => {
    const params = new URLSearchParams({
      [LINK_PARAMS.bookingTypes]: 'Padel',
      [LINK_PARAMS.selectedCourt]: 'Court 9',
      [LINK_PARAMS.formattedDate]: '02/03/2030',
      [LINK_PARAMS.selectedSlotTime]: slotLabel(18),
    });
    const fallback = { ...EMPTY_SELECTION, court: 'Court 1' as const };
    // No date, so no slots either: slots belong to a day.
    expect(selectionFromLink(params, TODAY, fallback)).toEqual({
      type: 'Padel',
      court: 'Court 1',
      date: null,
      slots: [],
    });
    const today = new URLSearchParams({
      [LINK_PARAMS.formattedDate]: '02/04/2030',
      [LINK_PARAMS.selectedSlotTime]: `nonsense, ${slotLabel(21)} ,${slotLabel(20)}`,
    });
    expect(selectionFromLink(today, TODAY, EMPTY_SELECTION)).toMatchObject({
      date: TODAY,
      slots: [slotLabel(20), slotLabel(21)],
    });
  });
});

describe('"Book the same time next week" (docs/screens.md#after-booking)', () => {
  const booked = {
    bookingType: 'Padel' as const,
    selectedCourt: 'Court 2' as const,
    selectedDate: '2030-02-05',
    selectedSlots: [slotLabel(21), slotLabel(20)],
    numberOfGuests: 4,
  };

  it('opens the form on the date 7 days later with the same court, hours and guests', () => {
    const path = sameTimeNextWeekPath(booked, TODAY);
    expect(path?.startsWith('/?')).toBe(true);
    const params = new URLSearchParams(path!.slice(2));
    expect(selectionFromLink(params, TODAY, EMPTY_SELECTION)).toEqual({
      type: 'Padel',
      court: 'Court 2',
      date: '2030-02-12',
      slots: [slotLabel(20), slotLabel(21)],
    });
    expect(guestsFromLink(params, 'Padel')).toBe('4');
  });

  it('carries a café booking without a court, and crosses a month end', () => {
    const path = sameTimeNextWeekPath(
      {
        ...booked,
        bookingType: 'Table',
        selectedCourt: null,
        selectedDate: '2030-02-26',
        numberOfGuests: 12,
      },
      TODAY,
    );
    const params = new URLSearchParams(path!.slice(2));
    expect(selectionFromLink(params, TODAY, EMPTY_SELECTION)).toMatchObject({
      type: 'Table',
      court: null,
      date: '2030-03-05',
    });
    expect(guestsFromLink(params, 'Table')).toBe('12');
  });

  it('is not offered once the day a week later has passed', () => {
    expect(sameTimeNextWeekPath({ ...booked, selectedDate: '2030-01-20' }, TODAY)).toBeUndefined();
    expect(sameTimeNextWeekPath({ ...booked, selectedDate: '2030-01-28' }, TODAY)).toBeDefined();
  });

  it('leaves guests out when the booking had none', () => {
    const path = sameTimeNextWeekPath({ ...booked, numberOfGuests: 0 }, TODAY);
    expect(path).not.toContain(LINK_PARAMS.numberOfGuests);
  });

  it("ignores guests that are not a whole number within the type's most", () => {
    const guests = (value: string, type: 'Padel' | 'Table' = 'Padel') =>
      guestsFromLink(new URLSearchParams({ [LINK_PARAMS.numberOfGuests]: value }), type);
    expect(guests('3')).toBe('3');
    expect(guests('5')).toBe('');
    expect(guests('5', 'Table')).toBe('5');
    expect(guests('0')).toBe('');
    expect(guests('-1')).toBe('');
    expect(guests('2.5')).toBe('');
    expect(guests('two')).toBe('');
    expect(guests('51', 'Table')).toBe('');
    expect(guestsFromLink(new URLSearchParams(), 'Padel')).toBe('');
  });
});
