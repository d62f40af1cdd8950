import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from './constants';
import { checkedOneOf, isOneOf } from './is-one-of';

describe('isOneOf', () => {
  it('accepts exactly the values of the list', () => {
    expect(isOneOf(BOOKING_STATUSES, 'Pending')).toBe(true);
    expect(isOneOf(BOOKING_STATUSES, 'pending')).toBe(false);
    expect(isOneOf(BOOKING_STATUSES, '')).toBe(false);
    expect(isOneOf(BOOKING_STATUSES, undefined)).toBe(false);
    expect(isOneOf(BOOKING_STATUSES, 42)).toBe(false);
  });

  it('narrows the value to the list type', () => {
    const read: string = 'Booking Confirmed';
    if (!isOneOf(BOOKING_STATUSES, read)) throw new Error('expected a status');
    const status: (typeof BOOKING_STATUSES)[number] = read;
    expect(status).toBe('Booking Confirmed');
  });
});

describe('checkedOneOf', () => {
  it('answers a value its checks have passed, and throws on any other', () => {
    expect(checkedOneOf(BOOKING_STATUSES, 'arrived')).toBe('arrived');
    expect(() => checkedOneOf(BOOKING_STATUSES, 'Arrived')).toThrow();
    expect(() => checkedOneOf(BOOKING_STATUSES, undefined)).toThrow();
  });
});
