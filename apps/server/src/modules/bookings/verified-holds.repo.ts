import { BOOKING_TRANSITIONS } from '@padel/contracts';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, bookings } from '../../db/schema';
import { bookingLedgerPaid } from '../ledger/refunds.repo';
import { bookingColumns } from './bookings.repo';
import { inDayBudget } from './hold-budget.repo';

/**
 * What verified holds read and write (docs/security.md#calendar-fill).
 */

/**
 * Until the transaction ends, one request at a time counts and adds to a network's holds. Lock the
 * widest network of a client (verified-holds.service.ts): it holds every narrower one, so one lock per
 * request serves every level and no two requests can wait on each other's locks.
 */
export async function lockNetworkHolds(db: Database, network: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`unconfirmed:${network}`}))`);
}

/**
 * Holds still waiting for a code, for an unpaid card advance, or for staff to accept their
 * transfer: what the network quotas count.
 */
const awaitingConfirmation = () =>
  and(
    eq(bookings.status, 'Pending'),
    or(
      isNotNull(bookings.confirmBy),
      and(isNotNull(bookings.checkoutSessionId), eq(bookings.paymentStatus, 'UnPaid')),
      and(isNotNull(bookings.transferBy), eq(bookings.paymentStatus, 'UnPaid')),
    ),
  );

/** Slot-hours the unconfirmed holds of each of `networks` (keys of any level) hold, in one read. */
export async function unconfirmedHoursIn(
  db: Database,
  networks: readonly string[],
): Promise<Map<string, number>> {
  if (networks.length === 0) return new Map();
  const hours = sql`cardinality(${bookings.slotHours})`;
  const [row] = await db
    .select(
      Object.fromEntries(
        networks.map((network, i) => [
          `n${i}`,
          sql<number>`coalesce(sum(${hours}) FILTER (WHERE ${bookings.clientNetworks} @> ARRAY[${network}]::text[]), 0)::int`,
        ]),
      ),
    )
    .from(bookings)
    .where(
      and(
        sql`${bookings.clientNetworks} && ARRAY[${sql.join(
          networks.map((network) => sql`${network}`),
          sql`, `,
        )}]::text[]`,
        awaitingConfirmation(),
      ),
    );
  return new Map(networks.map((network, i) => [network, Number(row?.[`n${i}`] ?? 0)]));
}

/** Slot-hours a network's unconfirmed holds hold (a network of any level). */
export async function unconfirmedHoursOf(db: Database, network: string): Promise<number> {
  return (await unconfirmedHoursIn(db, [network])).get(network)!;
}

/** The ids of holds whose code did not come in time, oldest first. */
export async function listOverdueUnconfirmed(db: Database, now: Date, limit: number) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(isNotNull(bookings.confirmBy), lt(bookings.confirmBy, now)))
    .orderBy(asc(bookings.confirmBy))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Clears a hold's code: confirmed (an ordinary Pending booking now), or lapsed. */
export async function clearCode(db: Database, id: number) {
  const [row] = await db
    .update(bookings)
    .set({ confirmBy: null, confirmCodeHash: null, confirmPhoneCodeHash: null })
    .where(eq(bookings.id, id))
    .returning(bookingColumns);
  return row!;
}

/** New codes replace the ones before ("Resend code"); the wrong tries so far still count. */
export async function replaceCode(
  db: Database,
  id: number,
  hashes: { confirmCodeHash: string; confirmPhoneCodeHash: string | null },
): Promise<void> {
  await db.update(bookings).set(hashes).where(eq(bookings.id, id));
}

/** A hold confirmed with the code WhatsApp carried: out of the day's budget (ADR 044). */
export async function markPhoneProven(db: Database, id: number) {
  const [row] = await db
    .update(bookings)
    .set({ phoneProven: true })
    .where(eq(bookings.id, id))
    .returning(bookingColumns);
  return row!;
}

/** The audit action a resent code records; the log is what counts a booking's resends. */
export const RESEND_CODE_ACTION = 'resend-code';

/** How many new codes a booking was sent, and when the last one went (null: none yet). */
export async function resendsOf(db: Database, id: number) {
  const rows = await db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'booking'),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.action, RESEND_CODE_ACTION),
      ),
    )
    .orderBy(desc(auditLog.createdAt));
  return { count: rows.length, last: rows[0]?.at ?? null };
}

/**
 * Takes one of a hold's code tries (docs/security.md#calendar-fill): the count goes up in the same
 * statement that reads the codes' hashes, and only while fewer than `maxTries` were taken, so however
 * many requests race for one booking, at most `maxTries` codes are ever compared. Undefined when the
 * tries are used up (or the hold waits for no code): that try is refused without comparing.
 */
export async function takeCodeTry(
  db: Database,
  id: number,
  maxTries: number,
): Promise<{ confirmCodeHash: string; confirmPhoneCodeHash: string | null } | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ confirmTries: sql`${bookings.confirmTries} + 1` })
    .where(
      and(
        eq(bookings.id, id),
        lt(bookings.confirmTries, maxTries),
        isNotNull(bookings.confirmCodeHash),
      ),
    )
    .returning({
      confirmCodeHash: bookings.confirmCodeHash,
      confirmPhoneCodeHash: bookings.confirmPhoneCodeHash,
    });
  if (!row?.confirmCodeHash) return undefined;
  return { confirmCodeHash: row.confirmCodeHash, confirmPhoneCodeHash: row.confirmPhoneCodeHash };
}

/** What a bulk cancel selects by (all given apply); see bulk-cancel.service.ts. */
export interface BulkFilter {
  contact?: string | undefined;
  address?: { kind: 'address' | 'network'; value: string } | undefined;
  createdFrom?: Date | undefined;
  createdTo?: Date | undefined;
  /** Only bookings played on this day. */
  date?: string | undefined;
  /** Only holds in the day's budget of unverified holds (hold-budget.repo.ts). */
  heldOnly?: boolean;
}

/** Online bookings from `today` on, still holding their slots, the filter matches; oldest first. */
export async function listBulkMatches(db: Database, filter: BulkFilter, today: string) {
  const conditions: SQL[] = [
    eq(bookings.bookingSource, 'online'),
    inArray(bookings.status, [...BOOKING_TRANSITIONS['bulk-cancel'].from]),
    gte(bookings.selectedDate, today),
  ];
  if (filter.contact) {
    conditions.push(
      or(
        eq(bookings.phoneNumber, filter.contact),
        sql`lower(${bookings.email}) = ${filter.contact}`,
      )!,
    );
  }
  if (filter.address?.kind === 'address') {
    conditions.push(eq(bookings.clientAddress, filter.address.value));
  } else if (filter.address) {
    conditions.push(sql`${bookings.clientNetworks} @> ARRAY[${filter.address.value}]::text[]`);
  }
  if (filter.createdFrom) conditions.push(gte(bookings.createdAt, filter.createdFrom));
  if (filter.createdTo) conditions.push(lte(bookings.createdAt, filter.createdTo));
  if (filter.date) conditions.push(eq(bookings.selectedDate, filter.date));
  if (filter.heldOnly) conditions.push(inDayBudget()!);
  return db
    .select({ id: bookings.id, cardPaidAt: bookings.cardPaidAt, paid: bookingLedgerPaid })
    .from(bookings)
    .where(and(...conditions))
    .orderBy(asc(bookings.id));
}
