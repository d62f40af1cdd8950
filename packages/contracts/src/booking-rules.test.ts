import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BOOKING_MESSAGES, bookingDetailsProblems, INSTRUCTION_MAX } from './booking-rules';
import { createBookingRequestSchema } from './booking';
import { EMAIL_MAX, isEmailAddress, PERSON_NAME_MAX } from './text';

const valid = {
  customerName: 'Ayesha Khan',
  email: 'ayesha.khan@example.pk',
  phoneNumber: '03001234567',
  numberOfGuests: '2',
  customer_instruction: '',
};

describe('e-mail addresses', () => {
  it('are accepted exactly when zod’s own e-mail check accepts them', () => {
    const samples = [
      'ayesha@example.pk',
      'a.b+tag@mail.example.com',
      "o'neil@example.ie",
      'no-at-sign.example.com',
      'two@@example.com',
      '.leading@example.com',
      'double..dot@example.com',
      'trailing.@example.com',
      'user@localhost',
      'user@example.c',
      'user@-example.com',
      'ünïcode@example.com',
      'space in@example.com',
    ];
    for (const email of samples) {
      expect([email, isEmailAddress(email)]).toEqual([email, z.email().safeParse(email).success]);
    }
  });

  it(`are at most ${EMAIL_MAX} characters`, () => {
    const local = 'a'.repeat(64);
    const domain = (length: number) => `${'b'.repeat(length - 4)}.com`;
    expect(isEmailAddress(`${local}@${domain(EMAIL_MAX - 65)}`)).toBe(true);
    expect(isEmailAddress(`${local}@${domain(EMAIL_MAX - 64)}`)).toBe(false);
  });
});

describe('booking details', () => {
  it('have no problem when every field is fine', () => {
    expect(bookingDetailsProblems(valid, 'Padel')).toEqual([]);
  });

  it('give one message per field, in the form’s order', () => {
    const problems = bookingDetailsProblems(
      { customerName: ' ', email: 'not-an-address', phoneNumber: '1234', numberOfGuests: '2.5' },
      'Padel',
    );
    expect(problems).toEqual([
      { field: 'customerName', message: BOOKING_MESSAGES.nameRequired },
      { field: 'email', message: BOOKING_MESSAGES.emailInvalid },
      { field: 'phoneNumber', message: BOOKING_MESSAGES.phoneDigits },
      { field: 'numberOfGuests', message: BOOKING_MESSAGES.guestsNumber },
    ]);
  });

  it('hold names to one line and the length limits', () => {
    const check = (change: Partial<typeof valid>) =>
      bookingDetailsProblems({ ...valid, ...change }, 'Padel').map((problem) => problem.message);
    expect(check({ customerName: 'A'.repeat(PERSON_NAME_MAX) })).toEqual([]);
    expect(check({ customerName: 'A'.repeat(PERSON_NAME_MAX + 1) })).toEqual([
      BOOKING_MESSAGES.nameTooLong,
    ]);
    expect(check({ customerName: 'Ayesha\nKhan' })).toEqual([BOOKING_MESSAGES.nameOneLine]);
    expect(check({ customer_instruction: 'x'.repeat(INSTRUCTION_MAX + 1) })).toEqual([
      BOOKING_MESSAGES.instructionTooLong,
    ]);
  });

  it('count guests by the booking type: padel 1-4, a table 1-50 with an empty field meaning 1', () => {
    const guests = (numberOfGuests: string, type: string) =>
      bookingDetailsProblems({ ...valid, numberOfGuests }, type).map((problem) => problem.message);
    expect(guests('', 'Table')).toEqual([]);
    expect(guests('', 'Padel')).toEqual([BOOKING_MESSAGES.guestsMinimum]);
    expect(guests('5', 'Padel')).toEqual([BOOKING_MESSAGES.padelGuests]);
    expect(guests('50', 'Table')).toEqual([]);
    expect(guests('51', 'Table')).toEqual([BOOKING_MESSAGES.tableGuests]);
  });

  it('read typed guests as digits only: 0x2, 2e0, +2 or " 2" are no number of guests', () => {
    const guests = (numberOfGuests: string) =>
      bookingDetailsProblems({ ...valid, numberOfGuests }, 'Padel').map(
        (problem) => problem.message,
      );
    expect(guests('2')).toEqual([]);
    for (const typed of ['0x2', '2e0', '+2', ' 2', '2.0']) {
      expect(guests(typed), typed).toEqual([BOOKING_MESSAGES.guestsNumber]);
    }
  });

  it('are what the server answers first with', () => {
    const result = createBookingRequestSchema.safeParse({
      bookingType: 'Padel',
      selectedDate: '2030-01-07',
      selectedSlots: ['05:00 PM - 06:00 PM'],
      selectedCourt: 'Court 1',
      ...valid,
      email: 'not-an-address',
      phoneNumber: '1234',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['email', BOOKING_MESSAGES.emailInvalid],
    ]);
  });
});
