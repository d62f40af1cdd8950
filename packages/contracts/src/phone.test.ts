import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, phoneProblem } from './booking-rules';
import { ORDER_MESSAGES, orderDetailsProblems } from './order-rules';
import { nationalDigitCount, normalizePhone, phoneSearchDigits, westernDigits } from './phone';

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
  // Urdu and Arabic-Indic digits, as a phone set to Urdu types them.
  '۰۳۲۱۱۲۳۴۵۶۷',
  '۰۳۲۱-۱۲۳۴۵۶۷',
  '+۹۲ ۳۲۱ ۱۲۳۴۵۶۷',
  '٠٣٢١ ١٢٣٤٥٦٧',
  '0321 ۱۲۳۴۵۶۷',
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

  it('reads Urdu and Arabic-Indic digits as 0-9 and leaves everything else', () => {
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('علی 0321')).toBe('علی 0321');
    expect(nationalDigitCount('+۹۲ ۳۲۱ ۱۲۳۴۵۶')).toBe(10);
    expect(phoneProblem('۰۴۰۰۱۲۳۴۵۶۷')).toBe(BOOKING_MESSAGES.phonePrefix);
  });
});

describe('a part of a phone number, as staff search for it', () => {
  it.each([
    '0321 555',
    '0321-555',
    '0321555',
    '+92 321 555',
    '+92-321-555',
    '+92321555',
    '0092 321 555',
    '92 321 555',
    '(0321) 555',
    '۰۳۲۱ ۵۵۵',
    '+۹۲ ۳۲۱ ۵۵۵',
    '٠٣٢١-٥٥٥',
  ])('%j looks for 0321555, as the numbers are kept', (typed) => {
    expect(phoneSearchDigits(typed)).toBe('0321555');
  });

  it('finds a whole number however it is written', () => {
    expect(phoneSearchDigits('923211234567')).toBe('03211234567');
    expect(phoneSearchDigits('92 321 1234567')).toBe('03211234567');
  });

  it('keeps digits from inside a number as they are', () => {
    // 92 run together with what follows can be the middle of a number: 0300 9234567.
    expect(phoneSearchDigits('9234')).toBe('9234');
    expect(phoneSearchDigits('555 1234')).toBe('5551234');
  });

  it('is no phone search with fewer than three digits', () => {
    expect(phoneSearchDigits('Ali')).toBeUndefined();
    expect(phoneSearchDigits('Ali 12')).toBeUndefined();
    expect(phoneSearchDigits('+92')).toBeUndefined();
  });
});
