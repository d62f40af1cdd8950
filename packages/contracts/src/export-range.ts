import { z } from 'zod';
import { isIsoDate } from './time';

export const EXPORT_RANGE_MESSAGES = {
  fromInvalid: 'The first date must be a real date written YYYY-MM-DD.',
  toInvalid: 'The last date must be a real date written YYYY-MM-DD.',
  rangeReversed: 'The last date cannot be before the first.',
} as const;

/**
 * The dates a spreadsheet export covers: `from` to `to`, both inclusive, either may be left out
 * (see docs/bookings.md#export). Exports that filter more add fields to this shape.
 */
export const exportRangeShape = {
  from: z.string().refine(isIsoDate, EXPORT_RANGE_MESSAGES.fromInvalid).optional(),
  to: z.string().refine(isIsoDate, EXPORT_RANGE_MESSAGES.toInvalid).optional(),
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
