import { slotLabel } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { cancelOption, refundText } from './self-cancel';

const NOW = { date: '2030-02-04', hour: 10, instant: Date.parse('2030-02-04T05:00:00Z') };
const booking = {
  status: 'Booking Confirmed' as const,
  cancellableUntil: '2030-02-05T13:00:00Z',
  selectedDate: '2030-02-06',
  selectedSlots: [slotLabel(18), slotLabel(19)],
};

describe('cancelling from the booking page', () => {
  it('offers the button while the cancellation deadline is ahead', () => {
    expect(cancelOption(booking, NOW)).toEqual({ kind: 'online', until: booking.cancellableUntil });
    expect(cancelOption({ ...booking, status: 'Pending' }, NOW)?.kind).toBe('online');
  });

  it('says how to cancel a booking still to come once the deadline has passed or there is none', () => {
    const late = { ...NOW, instant: Date.parse('2030-02-05T14:00:00Z') };
    expect(cancelOption(booking, late)).toEqual({ kind: 'contact' });
    expect(cancelOption({ ...booking, cancellableUntil: null }, NOW)).toEqual({ kind: 'contact' });
    const today = { ...booking, cancellableUntil: null, selectedDate: NOW.date };
    expect(cancelOption({ ...today, selectedSlots: [slotLabel(10)] }, NOW)).toEqual({
      kind: 'contact',
    });
  });

  it('offers nothing for a booking cancelled, arrived or already started', () => {
    expect(cancelOption({ ...booking, status: 'Booking Cancelled' }, NOW)).toBeNull();
    expect(cancelOption({ ...booking, status: 'arrived' }, NOW)).toBeNull();
    const started = { ...booking, cancellableUntil: null, selectedDate: NOW.date };
    expect(
      cancelOption({ ...started, selectedSlots: [slotLabel(9), slotLabel(10)] }, NOW),
    ).toBeNull();
    expect(cancelOption({ ...started, selectedDate: '2030-02-03' }, NOW)).toBeNull();
  });
});

describe('the refund line', () => {
  it('says what comes back, how and by when, then that it came back', () => {
    const due = {
      status: 'due',
      amount: 2500,
      method: 'jazzcash',
      dueSince: '2030-02-04T19:30:00Z',
    } as const;
    // Due since 00:30 on 5 February in Karachi: promised a week later, on the venue's days.
    expect(refundText(due, 'Asia/Karachi')).toBe(
      'We will give back PKR 2,500 to the JazzCash account you paid from by Tuesday, 12 February 2030.',
    );
    expect(refundText({ ...due, method: null }, 'Asia/Karachi')).toBe(
      'We will give back PKR 2,500, each part the way you paid it, by Tuesday, 12 February 2030.',
    );
    expect(refundText({ ...due, status: 'refunded' }, 'Asia/Karachi')).toBe(
      'PKR 2,500 has been given back to you.',
    );
    expect(refundText(null)).toBeUndefined();
  });
});
