import { z } from 'zod';

/**
 * Ids are PostgreSQL `serial`s: a number above 2^31 - 1 cannot name a row, so it is refused as
 * bad input instead of reaching the database (see docs/quality.md#r4-bad-input).
 */
export const MAX_ID = 2_147_483_647;

/** Path parameters naming one row: `{ id }`, with `label` in the messages ("The order id"). */
export const idParamsSchema = (label?: string) => z.object({ id: idSchema(label) });

export const idSchema = (label = 'The id') =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(MAX_ID, `${label} is too large`);

/** `page` (from 1) and `pageSize` of a paged list (see docs/api.md#lists). */
export const pageQueryShape = (defaultSize: number, maxSize: number) => ({
  page: z.coerce.number({ error: 'Page must be a number' }).int().positive().default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int()
    .min(1)
    .max(maxSize, `Page size must be at most ${maxSize}`)
    .default(defaultSize),
});
