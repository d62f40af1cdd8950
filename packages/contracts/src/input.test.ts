import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dateSchema,
  dateTimeSchema,
  digitsSchema,
  idFieldSchema,
  idSchema,
  MAX_ID,
  wholeNumberSchema,
} from './input';

/** The first message a schema answers `value` with, or the value it reads. */
function read(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { message: result.error.issues[0]!.message };
}

describe('numbers in paths and queries (docs/api.md#numbers-ids-and-dates)', () => {
  it('read digits, and only digits, as a number', () => {
    expect(read(idSchema('The product id'), '16')).toEqual({ value: 16 });
    for (const loose of ['0x10', ' 999999', '1e3', '+5', '-1', '1.5', '', '16 ']) {
      expect(read(idSchema('The product id'), loose), loose).toEqual({
        message: 'The product id must be written with the digits 0-9 only.',
      });
    }
  });

  it('hold ids to a PostgreSQL serial, however many digits are written', () => {
    expect(read(idSchema(), String(MAX_ID))).toEqual({ value: MAX_ID });
    expect(read(idSchema(), String(MAX_ID + 1))).toEqual({ message: 'The id is too large.' });
    expect(read(idSchema(), '9'.repeat(400))).toEqual({ message: 'The id is too large.' });
    expect(read(idSchema(), '0')).toEqual({ message: 'The id must be a positive number.' });
  });

  it('say the bounds of a count', () => {
    expect(read(digitsSchema('Page size', 1, 200), '201')).toEqual({
      message: 'Page size must be at most 200.',
    });
  });
});

describe('numbers in JSON bodies', () => {
  it('are JSON numbers: no boolean, no text, however numeric it looks', () => {
    const price = wholeNumberSchema('The price', 1, 1000);
    expect(read(price, 12)).toEqual({ value: 12 });
    for (const loose of [true, '12', '0x10', null]) {
      expect(read(price, loose), String(loose)).toEqual({ message: 'The price must be a number.' });
    }
    expect(read(price, 1.5)).toEqual({ message: 'The price must be a whole number.' });
    expect(read(idFieldSchema('The booking id'), '16')).toEqual({
      message: 'The booking id must be a number.',
    });
  });
});

describe('dates', () => {
  it('are real dates within the bounds, refused in words naming the field', () => {
    const schema = z.object({ to: dateSchema('The last date') });
    expect(read(schema, { to: '2030-01-07' })).toEqual({ value: { to: '2030-01-07' } });
    expect(read(schema, { to: '9999-12-31' })).toEqual({
      message: 'The last date must be from 2000-01-01 to 2100-12-31.',
    });
    expect(read(schema, { to: '2030-02-30' })).toEqual({
      message: 'The last date must be a real date written YYYY-MM-DD.',
    });
    expect(read(schema, {})).toEqual({ message: 'The last date is required.' });
  });
});

describe('date-times', () => {
  const schema = dateTimeSchema('Made from');
  const outOfRange = 'Made from must be from 2000-01-01 to 2100-12-31.';
  it('are instants with an offset, within the bounds of dates read in UTC', () => {
    expect(read(schema, '2026-11-27T09:30:00+05:00')).toEqual({
      value: '2026-11-27T09:30:00+05:00',
    });
    expect(read(schema, '2100-12-31T23:59:59.999Z')).toEqual({ value: '2100-12-31T23:59:59.999Z' });
    for (const far of [
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '2000-01-01T00:30:00+01:00',
      '2100-12-31T23:30:00-01:00',
      '9999-12-31T23:59:59Z',
    ]) {
      expect(read(schema, far)).toEqual({ message: outOfRange });
    }
  });
  it('refuses other text and types in words naming the field', () => {
    const invalid =
      'Made from must be a date and time written like 2026-11-27T09:30:00Z (with its offset).';
    for (const bad of ['2026-11-27', '2026-11-27T09:30', 'yesterday', 5, null]) {
      expect(read(schema, bad)).toEqual({ message: invalid });
    }
  });
});
