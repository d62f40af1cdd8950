import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, phoneProblem } from './booking-rules';
import { ORDER_MESSAGES, orderDetailsProblems } from './order-rules';
import { nationalDigitCount, normalizePhone } from './phone';

// docs/bookings.md#form-checks: the number as people type it.
const TYPED = [
  '03211234567',
  '0321-1234567',
  '0321 1234567',
  '+92 321 1234567',
  '92 321 1234567',
  '0092 321 1234567',
  '+92-321-1234567',
  '(0321) 123 4567',
  ' 0321 1234567 ',
];

const checkoutPhoneProblem = (customer_Number: string) =>
  orderDetailsProblems({ customer_Number }).find((p) => p.field === 'customer_Number')?.message;

describe('phone numbers as people type them', () => {
  it.each(TYPED)('%s is 03211234567, for the booking form and the checkout', (typed) => {
    expect(normalizePhone(typed)).toBe('03211234567');
    expect(phoneProblem(typed)).toBeUndefined();
    expect(checkoutPhoneProblem(typed)).toBeUndefined();
  });

  it.each([
    ['', BOOKING_MESSAGES.phoneRequired],
    ['   ', BOOKING_MESSAGES.phoneRequired],
    ['0321 12E4567', BOOKING_MESSAGES.phoneDigits],
    ['call me', BOOKING_MESSAGES.phoneDigits],
    ['0321-123456', BOOKING_MESSAGES.phoneDigits],
    ['0321-12345678', BOOKING_MESSAGES.phoneDigits],
    ['+92 321 123456', BOOKING_MESSAGES.phoneDigits],
    ['+92 321 12345678', BOOKING_MESSAGES.phoneDigits],
    ['+93 321 1234567', BOOKING_MESSAGES.phoneDigits],
    ['93 321 1234567', BOOKING_MESSAGES.phoneDigits],
    ['+92 0321 1234567', BOOKING_MESSAGES.phoneDigits],
    ['0321.1234567', BOOKING_MESSAGES.phoneDigits],
    ['+9230012345', BOOKING_MESSAGES.phoneDigits],
    ['04001234567', BOOKING_MESSAGES.phonePrefix],
    ['+92 421 1234567', BOOKING_MESSAGES.phonePrefix],
    ['12345678901', BOOKING_MESSAGES.phonePrefix],
  ])('%j is refused with the spec’s message', (typed, message) => {
    expect(phoneProblem(typed)).toBe(message);
    // The checkout says it in its own words.
    expect(checkoutPhoneProblem(typed)).toBe(
      message === BOOKING_MESSAGES.phoneRequired
        ? ORDER_MESSAGES.phoneRequired
        : ORDER_MESSAGES.phoneInvalid,
    );
  });

  it('keeps what cannot be a number as typed, without its separators', () => {
    expect(normalizePhone('+93 321 1234567')).toBe('+933211234567');
    expect(normalizePhone('0321-123456')).toBe('0321123456');
  });

  it('counts the digits written the national way, for checking as the number is typed', () => {
    expect(nationalDigitCount('+92 321 123456')).toBe(10);
    expect(nationalDigitCount('+92 321 1234567')).toBe(11);
    expect(nationalDigitCount('0092 321 1234567')).toBe(11);
    expect(nationalDigitCount('0321-1234567')).toBe(11);
    expect(nationalDigitCount('12345678901')).toBe(11);
  });
});
