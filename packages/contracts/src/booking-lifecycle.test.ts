import { describe, expect, it } from 'vitest';
import {
  actionRefusedMessage,
  BOOKING_ACTIONS,
  canRecordPayment,
  canTakeAction,
  type BookingAction,
} from './booking-lifecycle';
import { BOOKING_STATUSES, type BookingStatus } from './constants';

/** docs/bookings.md#statuses as a table: the statuses each action may start from. */
const ALLOWED: Record<BookingAction, BookingStatus[]> = {
  confirm: ['Pending'],
  arrived: ['Booking Confirmed'],
  cancel: ['Pending', 'Booking Confirmed'],
};

describe('the booking lifecycle', () => {
  const pairs = BOOKING_ACTIONS.flatMap((action) =>
    BOOKING_STATUSES.map((status): [BookingAction, BookingStatus] => [action, status]),
  );
  it.each(pairs)('%s from "%s" follows the transitions', (action, status) => {
    expect(canTakeAction(action, status)).toBe(ALLOWED[action].includes(status));
  });

  it('refuses unknown statuses', () => {
    for (const action of BOOKING_ACTIONS) expect(canTakeAction(action, 'Lost')).toBe(false);
  });

  it('words a refusal as the API always has', () => {
    expect(actionRefusedMessage('confirm', 'arrived')).toBe(
      'A booking that is "arrived" cannot be confirmed.',
    );
    expect(actionRefusedMessage('arrived', 'Pending')).toBe(
      'A booking that is "Pending" cannot be marked as arrived.',
    );
    expect(actionRefusedMessage('cancel', 'arrived')).toBe(
      'A booking that is "arrived" cannot be canceled.',
    );
  });
});

describe('canRecordPayment', () => {
  const padel = { bookingType: 'Padel', PaymentStatus: 'UnPaid' };

  it('allows a payment only once the booking is confirmed or arrived', () => {
    const payable = BOOKING_STATUSES.filter((status) => canRecordPayment({ ...padel, status }));
    expect(payable).toEqual(['Booking Confirmed', 'arrived']);
  });

  it('refuses a table booking and a fully paid one', () => {
    const confirmed = { ...padel, status: 'Booking Confirmed' };
    expect(canRecordPayment({ ...confirmed, PaymentStatus: '50%Paid' })).toBe(true);
    expect(canRecordPayment({ ...confirmed, PaymentStatus: '100%Paid' })).toBe(false);
    expect(canRecordPayment({ ...confirmed, bookingType: 'Table' })).toBe(false);
  });
});
