import { z } from 'zod';
import { DIGITS } from './text';
import { DATE_MESSAGES, DATE_TIME_MESSAGES, dateProblem, instantProblem } from './time';

/**
 * How numbers, ids and dates are read from a request (see docs/api.md#numbers-ids-and-dates):
 * every route takes them through these schemas, so `0x10`, ` 16`, `1e3`, `+5` or `true` never pass
 * for a number and no date reaches the date arithmetic outside DATE_BOUNDS.
 */

/**
 * Ids are PostgreSQL `serial`s: a number above 2^31 - 1 cannot name a row, so it is refused as
 * bad input instead of reaching the database (see docs/quality.md#r4-bad-input).
 */
export const MAX_ID = 2_147_483_647;

/** How a whole number from `min` to `max` is refused, naming the field (`label`): "The price". */
export const wholeNumberMessages = (label: string, min: number, max: number) => ({
  /** When it is left out; "must be a number" unless a form words it otherwise. */
  required: `${label} must be a number.`,
  notNumber: `${label} must be a number.`,
  digitsOnly: `${label} must be written with the digits 0-9 only.`,
  whole: `${label} must be a whole number.`,
  tooSmall: `${label} must be at least ${min}.`,
  tooLarge: `${label} must be at most ${max}.`,
});
export type WholeNumberMessages = ReturnType<typeof wholeNumberMessages>;

/**
 * A whole number from `min` to `max` in a JSON body: a JSON number only, never a string, a boolean
 * or null. `messages` may word some refusals differently (the form's own words).
 */
export const wholeNumberSchema = (
  label: string,
  min: number,
  max: number,
  messages: Partial<WholeNumberMessages> = {},
) => {
  const say = { ...wholeNumberMessages(label, min, max), ...messages };
  return z
    .number({ error: (issue) => (issue.input === undefined ? say.required : say.notNumber) })
    .int(say.whole)
    .min(min, say.tooSmall)
    .max(max, say.tooLarge);
};

/**
 * A whole number from `min` to `max` written in a path or a query string: digits only, so no sign,
 * space, exponent, hexadecimal or decimal point is read as a number.
 */
export const digitsSchema = (
  label: string,
  min: number,
  max: number,
  messages: Partial<WholeNumberMessages> = {},
) => {
  const say = { ...wholeNumberMessages(label, min, max), ...messages };
  return (
    z
      .string({ error: say.digitsOnly })
      .regex(DIGITS, say.digitsOnly)
      .transform(Number)
      // Hundreds of digits read as Infinity, which is no number: too large, as it is.
      .pipe(wholeNumberSchema(label, min, max, { ...say, notNumber: say.tooLarge }))
  );
};

const idMessages = (label: string) => ({
  ...wholeNumberMessages(label, 1, MAX_ID),
  tooSmall: `${label} must be a positive number.`,
  tooLarge: `${label} is too large.`,
});

/** An id in a path or query: digits only, 1 to MAX_ID; `label` names it ("The order id"). */
export const idSchema = (label = 'The id') => digitsSchema(label, 1, MAX_ID, idMessages(label));

/** An id in a JSON body: a JSON number only, 1 to MAX_ID. */
export const idFieldSchema = (label = 'The id') =>
  wholeNumberSchema(label, 1, MAX_ID, idMessages(label));

/** Path parameters naming one row: `{ id }`, with `label` in the messages ("The order id"). */
export const idParamsSchema = (label?: string) => z.object({ id: idSchema(label) });

/** `page` of a paged list, from 1, digits only (see docs/api.md#lists). */
export const pageSchema = digitsSchema('Page', 1, MAX_ID).default(1);

/** `page` and `pageSize` of a paged list, up to `maxSize` a page (see docs/api.md#lists). */
export const pageQueryShape = (defaultSize: number, maxSize: number) => ({
  page: pageSchema,
  pageSize: digitsSchema('Page size', 1, maxSize).default(defaultSize),
});

/**
 * A date input (path, query or body): a real date written YYYY-MM-DD within DATE_BOUNDS, refused
 * in words naming the field (`label`).
 */
export const dateSchema = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? DATE_MESSAGES.required(label) : DATE_MESSAGES.invalid(label),
    })
    .superRefine((value, ctx) => {
      const problem = dateProblem(value, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    // The OpenAPI description says which inputs are dates (hostile-input.test.ts finds them so).
    .meta({ format: 'date' });

/**
 * A date-time input (an instant, ISO 8601 with `Z` or an offset): its instant within DATE_BOUNDS,
 * as dates are, so `0000-01-01T00:00:00Z` is refused with 400 before it reaches the database
 * (docs/api.md#numbers-ids-and-dates). Stays text; the service reads it with `new Date`.
 */
export const dateTimeSchema = (label: string) =>
  z
    .string({ error: () => DATE_TIME_MESSAGES.invalid(label) })
    .superRefine((value, ctx) => {
      const form = z.iso.datetime({ offset: true }).safeParse(value);
      const problem = form.success
        ? instantProblem(value, label)
        : DATE_TIME_MESSAGES.invalid(label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .meta({ format: 'date-time' });
