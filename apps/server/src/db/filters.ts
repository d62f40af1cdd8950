import { and, gte, lte, sql, type Column } from 'drizzle-orm';

/** `column` holds `text`, case-insensitively, as plain text: % and _ in it match themselves. */
export function nameContains(column: Column, text: string) {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`lower(${column}) LIKE ${`%${escaped}%`} ESCAPE '\\'`;
}

/** The date `column` lies from `from` to `to`, both inclusive; a missing end is open. */
export function dateInRange(column: Column, range: { from?: string; to?: string }) {
  return and(
    range.from ? gte(column, range.from) : undefined,
    range.to ? lte(column, range.to) : undefined,
  );
}
