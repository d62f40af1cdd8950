import { venueInstant, type AdminBooking } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { timedMoves } from './booking-timing';

// The buttons the admin screens offer follow the server's windows (docs/bookings.md#arrived,
// docs/bookings.md#staff-no-show, docs/bookings.md#late-cancellation): fixed dates, no clock.
const ZONE = 'Asia/Karachi';
const SETTINGS = { arrivedMinutesBefore: 60, cancelHours: 24 };
const at = (date: string, hour: number, minute = 0) =>
  new Date(venueInstant(date, hour, ZONE).getTime() + minute * 60_000);

const booking = (status: string): AdminBooking =>
  ({
    status,
    selectedDate: '2026-03-10',
    selectedSlots: ['06:00 PM - 07:00 PM', '07:00 PM - 08:00 PM'],
  }) as AdminBooking;

describe('timedMoves', () => {
  it('offers Arrived from an hour before the start until the end of the day', () => {
    const confirmed = booking('Booking Confirmed');
    expect(timedMoves(confirmed, SETTINGS, at('2026-03-10', 6, 10), ZONE).arrived).toBe(false);
    expect(timedMoves(confirmed, SETTINGS, at('2026-03-10', 16, 59), ZONE).arrived).toBe(false);
    expect(timedMoves(confirmed, SETTINGS, at('2026-03-10', 17), ZONE).arrived).toBe(true);
    expect(timedMoves(confirmed, SETTINGS, at('2026-03-10', 23, 59), ZONE).arrived).toBe(true);
    expect(timedMoves(confirmed, SETTINGS, at('2026-03-11', 0), ZONE).arrived).toBe(false);
    expect(timedMoves(booking('Pending'), SETTINGS, at('2026-03-10', 18), ZONE).arrived).toBe(
      false,
    );
  });

  it('offers Undo arrived on the day only, a no-show after the start, a late cancel inside the window', () => {
    const arrived = booking('arrived');
    expect(timedMoves(arrived, SETTINGS, at('2026-03-10', 23), ZONE).undoArrived).toBe(true);
    expect(timedMoves(arrived, SETTINGS, at('2026-03-11', 0), ZONE).undoArrived).toBe(false);
    const confirmed = booking('Booking Confirmed');
    expect(timedMoves(confirmed, SETTINGS, at('2026-03-10', 17, 59), ZONE)).toMatchObject({
      noShow: false,
      lateCancel: true,
    });
    expect(timedMoves(confirmed, SETTINGS, at('2026-03-10', 18), ZONE)).toMatchObject({
      noShow: true,
      lateCancel: false,
    });
    expect(timedMoves(confirmed, SETTINGS, at('2026-03-09', 17, 59), ZONE).lateCancel).toBe(false);
  });

  it('offers none until the venue settings are read', () => {
    expect(timedMoves(booking('Booking Confirmed'), undefined, at('2026-03-10', 18), ZONE)).toEqual(
      { arrived: false, undoArrived: false, noShow: false, lateCancel: false },
    );
  });
});
