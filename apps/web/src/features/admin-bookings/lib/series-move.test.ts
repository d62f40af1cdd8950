import { BOOKING_MESSAGES, SERIES_MESSAGES, slotLabel, type Availability } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { datePlace } from './series-form';
import {
  moveHourStates,
  movedDate,
  seriesMoveRequest,
  shiftChoices,
  startMove,
  type MoveFrom,
} from './series-move';

// 2030-02-12 is a Tuesday.
const from: MoveFrom = {
  date: '2030-02-12',
  selectedCourt: 'Court 1',
  selectedSlots: [slotLabel(20), slotLabel(21)],
};

describe('moving dates of a series (docs/screens.md#series-page)', () => {
  it('opens on the date’s own court and hours, on the same day, for that date only', () => {
    expect(startMove(from, 'Court 2')).toEqual({
      scope: 'one',
      selectedCourt: 'Court 1',
      hours: [20, 21],
      shiftDays: '0',
    });
  });

  it('offers the weekdays around the date by name, the same day first', () => {
    const choices = shiftChoices(from.date);
    expect(choices).toHaveLength(13);
    expect(choices[0]).toEqual({ value: '0', label: 'Same day (Tuesday)' });
    expect(choices).toContainEqual({ value: '1', label: '1 day later (Wednesday)' });
    expect(choices).toContainEqual({ value: '-2', label: '2 days earlier (Sunday)' });
    expect(choices).toContainEqual({ value: '6', label: '6 days later (Monday)' });
    expect(movedDate(from, { ...startMove(from, 'Court 1'), shiftDays: '-2' })).toBe('2030-02-10');
  });

  it('sends only what changed: one hour later for this and the following dates', () => {
    const values = { ...startMove(from, 'Court 1'), scope: 'following' as const, hours: [22, 21] };
    expect(seriesMoveRequest(7, from, values)).toEqual({
      request: { bookingId: 7, scope: 'following', selectedSlots: [slotLabel(21), slotLabel(22)] },
    });
    const court = { ...startMove(from, 'Court 1'), selectedCourt: 'Court 2' as const };
    expect(seriesMoveRequest(7, from, court)).toEqual({
      request: { bookingId: 7, scope: 'one', selectedCourt: 'Court 2' },
    });
    const day = { ...startMove(from, 'Court 1'), shiftDays: '1' };
    expect(seriesMoveRequest(7, from, day)).toEqual({
      request: { bookingId: 7, scope: 'one', shiftDays: 1 },
    });
  });

  it('cannot send a move that changes nothing, no hours or hours apart', () => {
    const unchanged = startMove(from, 'Court 1');
    expect(seriesMoveRequest(7, from, unchanged)).toEqual({
      problem: SERIES_MESSAGES.nothingToMove,
    });
    expect(seriesMoveRequest(7, from, { ...unchanged, hours: [] })).toEqual({
      problem: BOOKING_MESSAGES.slotRequired,
    });
    expect(seriesMoveRequest(7, from, { ...unchanged, hours: [18, 20] })).toEqual({
      problem: SERIES_MESSAGES.slotsNotConsecutive,
    });
  });

  it('shows the date’s own hours as free while it stays on its day and court', () => {
    const availability: Availability = {
      date: from.date,
      pastSlots: [],
      padel: { 'Court 1': [slotLabel(19), slotLabel(20), slotLabel(21)], 'Court 2': [] },
      table: { totalTables: 4, fullSlots: [] },
      closedSlots: { 'Court 1': [], 'Court 2': [], table: [] },
      padelPrices: Array.from({ length: 24 }, () => 5000),
    };
    const states = moveHourStates(availability, from, startMove(from, 'Court 1'));
    expect([states[19], states[20], states[21]]).toEqual(['booked', 'free', 'free']);
    const later = moveHourStates(availability, from, {
      ...startMove(from, 'Court 1'),
      shiftDays: '1',
    });
    expect(later[20]).toBe('booked');
  });

  it('names a date’s court and hours only when they differ from the series’', () => {
    const series = { selectedCourt: 'Court 1' as const, selectedSlots: from.selectedSlots };
    expect(datePlace(series, from)).toBeNull();
    expect(datePlace(series, { ...from, selectedCourt: 'Court 2' })).toBe(
      'Court 2, 08:00 PM - 10:00 PM',
    );
    expect(datePlace(series, { selectedCourt: null, selectedSlots: [] })).toBeNull();
  });
});
