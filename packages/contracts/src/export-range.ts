import { z } from 'zod';
import { dateSchema } from './input';
import { DATE_MESSAGES } from './time';

export const EXPORT_RANGE_MESSAGES = {
  fromInvalid: DATE_MESSAGES.invalid('The first date'),
  toInvalid: DATE_MESSAGES.invalid('The last date'),
  rangeReversed: 'The last date cannot be before the first.',
} as const;

/**
 * The dates a spreadsheet export covers: `from` to `to`, both inclusive, either may be left out
 * (see docs/bookings.md#export). Exports that filter more add fields to this shape.
 */
export const exportRangeShape = {
  from: dateSchema('The first date').optional(),
  to: dateSchema('The last date').optional(),
};

/** `schema` with the check every export range takes: the last date is not before the first. */
export function rangeInOrder<S extends z.ZodType<{ from?: string; to?: string }>>(schema: S): S {
  return schema.refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: EXPORT_RANGE_MESSAGES.rangeReversed,
    path: ['to'],
  });
}

export const exportRangeSchema = rangeInOrder(z.object(exportRangeShape));
export type ExportRange = z.infer<typeof exportRangeSchema>;
