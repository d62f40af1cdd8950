import { VENUE_RULE_MESSAGES } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { closureRequest, emptyClosureForm, validateClosure } from './closure-form';

// The venue's today, as the form is given it.
const TODAY = '2026-03-04';

describe('the new-closure form (docs/venue-settings.md#closures)', () => {
  it('asks for dates, a court and a reason', () => {
    expect(validateClosure(emptyClosureForm(), TODAY)).toMatchObject({
      from: 'The first closed date is required.',
      to: 'The last closed date is required.',
      courts: 'Choose at least one court to close.',
      reason: 'Please give a reason for the closure.',
    });
  });

  it('sends the whole day without hours, part of a day with both', () => {
    const values = {
      ...emptyClosureForm(),
      from: '2026-03-10',
      to: '2026-03-11',
      courts: ['Court 2' as const, 'Court 1' as const],
      reason: '  Resurfacing ',
    };
    expect(validateClosure(values, TODAY)).toEqual({});
    expect(closureRequest(values)).toEqual({
      from: '2026-03-10',
      to: '2026-03-11',
      courts: ['Court 1', 'Court 2'],
      reason: 'Resurfacing',
      fromHour: null,
      toHour: null,
    });
    const evening = { ...values, partOfDay: true, fromHour: 18, toHour: 22 };
    expect(closureRequest(evening)).toMatchObject({ fromHour: 18, toHour: 22 });
  });

  it('refuses dates or hours the wrong way round, on the later field', () => {
    const values = {
      ...emptyClosureForm(),
      from: '2026-03-11',
      to: '2026-03-10',
      courts: ['Court 1' as const],
      reason: 'Rain',
    };
    expect(validateClosure(values, TODAY)).toEqual({
      to: 'The last closed date cannot be before the first.',
    });
    expect(
      validateClosure(
        { ...values, to: '2026-03-11', partOfDay: true, fromHour: 20, toHour: 18 },
        TODAY,
      ),
    ).toEqual({ toHour: 'The closed hours must end after they start.' });
  });

  it("refuses dates before today or more than 366 days ahead, with the server's message", () => {
    const values = { ...emptyClosureForm(), courts: ['Court 1' as const], reason: 'Rain' };
    const outside = VENUE_RULE_MESSAGES.closureOutOfRange;
    expect(validateClosure({ ...values, from: '2026-03-03', to: '2026-03-04' }, TODAY)).toEqual({
      from: outside,
    });
    expect(validateClosure({ ...values, from: '2026-03-04', to: '2027-03-05' }, TODAY)).toEqual({});
    expect(validateClosure({ ...values, from: '2000-01-01', to: '2100-12-31' }, TODAY)).toEqual({
      from: outside,
      to: outside,
    });
  });
});
