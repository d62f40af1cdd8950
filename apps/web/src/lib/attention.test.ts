import { describe, expect, it } from 'vitest';
import { countLabel, pendingBookingsLink, summariseAttention } from './attention';

describe('the attention counts', () => {
  it('adds up the pending bookings and lists their dates soonest first, each with its link', () => {
    const summary = summariseAttention({
      pendingBookings: [
        { date: '2030-01-03', count: 1 },
        { date: '2030-01-01', count: 2 },
        { date: '2030-01-02', count: 0 },
      ],
      pendingOrders: 4,
    });
    expect(summary).toEqual({
      newBookings: 3,
      days: [
        { date: '2030-01-01', count: 2, to: '/booking-list?date=2030-01-01&status=Pending' },
        { date: '2030-01-03', count: 1, to: '/booking-list?date=2030-01-03&status=Pending' },
      ],
      unsentOrders: 4,
      seriesEndingSoon: 0,
      approvalsWaiting: 0,
      refundsDue: 0,
      transfersToCheck: 0,
      onlineHoldsFull: false,
    });
  });

  it('counts the series ending soon when the server sends them', () => {
    const summary = summariseAttention({
      pendingBookings: [],
      pendingOrders: 0,
      seriesEndingSoon: 2,
    });
    expect(summary.seriesEndingSoon).toBe(2);
  });

  it('is all zero when nothing waits', () => {
    expect(summariseAttention({ pendingBookings: [], pendingOrders: 0 })).toEqual({
      newBookings: 0,
      days: [],
      unsentOrders: 0,
      seriesEndingSoon: 0,
      approvalsWaiting: 0,
      refundsDue: 0,
      transfersToCheck: 0,
      onlineHoldsFull: false,
    });
  });

  it('counts the transfers waiting for staff to check', () => {
    const summary = summariseAttention({
      pendingBookings: [],
      pendingOrders: 0,
      transfersToCheck: 3,
    });
    expect(summary.transfersToCheck).toBe(3);
  });

  it("says when strangers' online holds fill today's budget", () => {
    const summary = summariseAttention({
      pendingBookings: [],
      pendingOrders: 0,
      onlineHoldsFull: true,
    });
    expect(summary.onlineHoldsFull).toBe(true);
  });

  it("counts staff's requests waiting for the owner", () => {
    const summary = summariseAttention({
      pendingBookings: [],
      pendingOrders: 0,
      approvalsWaiting: 2,
    });
    expect(summary.approvalsWaiting).toBe(2);
  });

  it('links to the booking list the way it reads its filters', () => {
    const link = new URL(pendingBookingsLink('2030-05-06'), 'http://admin');
    expect(link.pathname).toBe('/booking-list');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      date: '2030-05-06',
      status: 'Pending',
    });
  });

  it('says one or many', () => {
    expect(countLabel(1, 'new booking', 'new bookings')).toBe('1 new booking');
    expect(countLabel(3, 'new booking', 'new bookings')).toBe('3 new bookings');
  });
});
