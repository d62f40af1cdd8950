import { z } from 'zod';
import { MIN_TABLES } from './constants';

export const TABLES_MESSAGES = {
  required: 'Total tables is required',
  notNumber: 'Total tables must be a number',
  whole: 'Total tables must be a whole number',
  minimum: `Total tables must be at least ${MIN_TABLES}`,
  maximum: 'Total tables must be at most 500',
  saved: 'Total tables updated successfully',
} as const;

export const setTablesRequestSchema = z.object({
  totalTables: z
    .number({
      error: (issue) =>
        issue.input === undefined ? TABLES_MESSAGES.required : TABLES_MESSAGES.notNumber,
    })
    .int(TABLES_MESSAGES.whole)
    .min(MIN_TABLES, TABLES_MESSAGES.minimum)
    .max(500, TABLES_MESSAGES.maximum),
});
export type SetTablesRequest = z.infer<typeof setTablesRequestSchema>;

export const tablesRecordSchema = z.object({
  id: z.number().int(),
  totalTables: z.number().int(),
});
export const tablesListSchema = z.array(tablesRecordSchema);
export type TablesRecord = z.infer<typeof tablesRecordSchema>;
