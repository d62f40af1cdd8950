import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';
import { currentTime } from '../../lib/clock';

// Stamped by the app's clock (lib/clock.ts); the database's own default serves raw SQL only.
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(currentTime);
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(currentTime);

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** `column IN ('a', 'b')` for CHECK constraints over the contracts' enumerations. */
export function oneOf(column: SQL | string, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql.raw(`${typeof column === 'string' ? `"${column}"` : column} IN (${list})`);
}

/**
 * The storage of a search's GIN index (docs/quality.md#b9-search): each row written straight into
 * the index, not first into a pending list that every search reads through from end to end until
 * a vacuum merges it (with 100,000 fresh bookings a name search took 7 ms instead of 0.8).
 */
export const DIRECT_GIN = { fastupdate: false } as const;
