import { BOOKING_MOVES } from '@padel/contracts';
import {
  and,
  asc,
  desc,
  eq,
  gt,
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
import { auditLog, blockedContacts, bookings, trustedContacts } from '../../db/schema';

/**
 * What verified holds and contact blocks read and write (docs/security.md#calendar-fill).
 */

/** Whether every one of `contacts` confirmed a booking and is still trusted at `now`. */
export async function allTrusted(db: Database, contacts: string[], now: Date): Promise<boolean> {
  const rows = await db
    .select({ contact: trustedContacts.contact })
    .from(trustedContacts)
    .where(and(inArray(trustedContacts.contact, contacts), gt(trustedContacts.trustedUntil, now)));
  return new Set(rows.map((row) => row.contact)).size === new Set(contacts).size;
}

/** Whether every one of `contacts` is proven over WhatsApp at `now` (ADR 044). */
export async function allProven(db: Database, contacts: string[], now: Date): Promise<boolean> {
  if (contacts.length === 0) return false;
  const rows = await db
    .select({ contact: trustedContacts.contact })
    .from(trustedContacts)
    .where(
      and(inArray(trustedContacts.contact, contacts), gt(trustedContacts.whatsappProvenUntil, now)),
    );
  return new Set(rows.map((row) => row.contact)).size === new Set(contacts).size;
}

/** Marks trusted `contacts` proven over WhatsApp until `until` (after `trustContacts`). */
export async function proveContacts(db: Database, contacts: string[], until: Date): Promise<void> {
  await db
    .update(trustedContacts)
    .set({ whatsappProvenUntil: until })
    .where(inArray(trustedContacts.contact, contacts));
}

export async function trustContacts(db: Database, contacts: string[], until: Date): Promise<void> {
  await db
    .insert(trustedContacts)
    .values(contacts.map((contact) => ({ contact, trustedUntil: until })))
    .onConflictDoUpdate({
      target: trustedContacts.contact,
      set: { trustedUntil: sql`excluded.trusted_until` },
    });
}

/** The first of `contacts` that staff blocked, if any. */
export async function findBlocked(db: Database, contacts: string[]) {
  const [row] = await db
    .select()
    .from(blockedContacts)
    .where(inArray(blockedContacts.contact, contacts))
    .limit(1);
  return row;
}

export function listBlocked(db: Database) {
  return db.select().from(blockedContacts).orderBy(asc(blockedContacts.contact));
}

export async function insertBlock(
  db: Database,
  block: { contact: string; reason: string | null; blockedBy: number },
) {
  const [row] = await db.insert(blockedContacts).values(block).onConflictDoNothing().returning();
  return row;
}

export async function deleteBlock(db: Database, id: number) {
  const [row] = await db.delete(blockedContacts).where(eq(blockedContacts.id, id)).returning();
  return row;
}

/** Until the transaction ends, one request at a time counts and adds to a network's holds. */
export async function lockNetworkHolds(db: Database, network: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`unconfirmed:${network}`}))`);
}

/**
 * Slot-hours a network's holds still waiting for a code (or for an unpaid card advance) hold:
 * what the network quota counts while they last.
 */
export async function unconfirmedHoursOf(db: Database, network: string): Promise<number> {
  const [row] = await db
    .select({ hours: sql<number>`coalesce(sum(cardinality(${bookings.slotHours})), 0)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.clientNetwork, network),
        eq(bookings.status, 'Pending'),
        or(
          isNotNull(bookings.confirmBy),
          and(isNotNull(bookings.checkoutSessionId), eq(bookings.paymentStatus, 'UnPaid')),
        ),
      ),
    );
  return Number(row?.hours ?? 0);
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
    .returning();
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
    .returning();
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

export async function countWrongCode(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(bookings)
    .set({ confirmTries: sql`${bookings.confirmTries} + 1` })
    .where(eq(bookings.id, id))
    .returning({ tries: bookings.confirmTries });
  return row!.tries;
}

/** What a bulk cancel selects by (all given apply); see bulk-cancel.service.ts. */
export interface BulkFilter {
  contact?: string | undefined;
  address?: { kind: 'address' | 'network'; value: string } | undefined;
  createdFrom?: Date | undefined;
  createdTo?: Date | undefined;
}

/** Online bookings from `today` on, still holding their slots, the filter matches; oldest first. */
export async function listBulkMatches(db: Database, filter: BulkFilter, today: string) {
  const conditions: SQL[] = [
    eq(bookings.bookingSource, 'online'),
    inArray(bookings.status, [...BOOKING_MOVES['bulk-cancel'].from]),
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
  if (filter.address) {
    const column =
      filter.address.kind === 'address' ? bookings.clientAddress : bookings.clientNetwork;
    conditions.push(eq(column, filter.address.value));
  }
  if (filter.createdFrom) conditions.push(gte(bookings.createdAt, filter.createdFrom));
  if (filter.createdTo) conditions.push(lte(bookings.createdAt, filter.createdTo));
  return db
    .select({ id: bookings.id, cardPaidAt: bookings.cardPaidAt })
    .from(bookings)
    .where(and(...conditions))
    .orderBy(asc(bookings.id));
}
