import { and, gte, lte, sql, type Column, type SQL } from 'drizzle-orm';

/** `column` holds `text`, case-insensitively, as plain text: % and _ in it match themselves. */
export function nameContains(column: Column | SQL, text: string) {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`lower(${column}) LIKE ${`%${escaped}%`} ESCAPE '\\'`;
}

/**
 * `column` written 03XXXXXXXXX when it is a Pakistani number, as the contracts' `normalizePhone`
 * writes it (separators dropped, a country code made the leading 0), so a row kept before numbers
 * were normalised still reads as its customer's. The schema indexes this very expression (the
 * `*_phone_*_idx` indexes of bookings and orders), so it is written with constants, never
 * parameters: a query using it is served by those indexes.
 */
export const nationalPhone = (column: Column | SQL) =>
  sql`regexp_replace(regexp_replace(${column}, '[\\s()-]', '', 'g'), '^(?:\\+92|0092|92)([0-9]{10})$', '0\\1')`;

/** `column`'s number, written the national way, holds `digits` (contracts' `phoneSearchDigits`). */
export function phoneContains(column: Column | SQL, digits: string) {
  return sql`${nationalPhone(column)} LIKE ${`%${digits.replace(/\D/g, '')}%`}`;
}

/** The date `column` lies from `from` to `to`, both inclusive; a missing end is open. */
export function dateInRange(column: Column, range: { from?: string; to?: string }) {
  return and(
    range.from ? gte(column, range.from) : undefined,
    range.to ? lte(column, range.to) : undefined,
  );
}
