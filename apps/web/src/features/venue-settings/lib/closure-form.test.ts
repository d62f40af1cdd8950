import { describe, expect, it } from 'vitest';
import { closureRequest, emptyClosureForm, validateClosure } from './closure-form';

describe('the new-closure form (docs/venue-settings.md#closures)', () => {
  it('asks for dates, a court and a reason', () => {
    expect(validateClosure(emptyClosureForm())).toMatchObject({
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
    expect(validateClosure(values)).toEqual({});
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
    expect(validateClosure(values)).toEqual({
      to: 'The last closed date cannot be before the first.',
    });
    expect(
      validateClosure({ ...values, to: '2026-03-11', partOfDay: true, fromHour: 20, toHour: 18 }),
    ).toEqual({ toHour: 'The closed hours must end after they start.' });
  });
});
