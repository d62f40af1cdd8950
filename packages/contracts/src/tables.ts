import { z } from 'zod';
import { MAX_TABLES, MIN_TABLES } from './constants';
import { wholeNumberSchema } from './input';

export const TABLES_MESSAGES = {
  required: 'Total tables is required',
  notNumber: 'Total tables must be a number',
  whole: 'Total tables must be a whole number',
  minimum: `Total tables must be at least ${MIN_TABLES}`,
  maximum: `Total tables must be at most ${MAX_TABLES}`,
  saved: 'Total tables updated successfully',
} as const;

export const setTablesRequestSchema = z.object({
  totalTables: wholeNumberSchema('Total tables', MIN_TABLES, MAX_TABLES, {
    required: TABLES_MESSAGES.required,
    notNumber: TABLES_MESSAGES.notNumber,
    whole: TABLES_MESSAGES.whole,
    tooSmall: TABLES_MESSAGES.minimum,
    tooLarge: TABLES_MESSAGES.maximum,
  }),
});
export type SetTablesRequest = z.infer<typeof setTablesRequestSchema>;

export const tablesRecordSchema = z.object({
  id: z.number().int(),
  totalTables: z.number().int(),
});
export const tablesListSchema = z.array(tablesRecordSchema);
export type TablesRecord = z.infer<typeof tablesRecordSchema>;
