import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blockedContacts, trustedContacts } from '../../db/schema';

/**
 * Who a contact is to the venue: trusted after a confirmed booking, proven over WhatsApp, or
 * blocked by staff (docs/security.md#calendar-fill).
 */

/** Whether every one of `contacts` confirmed a booking and is still trusted at `now`. */
export async function allTrusted(db: Database, contacts: string[], now: Date): Promise<boolean> {
  const rows = await db
    .select({ contact: trustedContacts.contact })
    .from(trustedContacts)
    .where(and(inArray(trustedContacts.contact, contacts), gt(trustedContacts.trustedUntil, now)));
  return new Set(rows.map((row) => row.contact)).size === new Set(contacts).size;
}

/**
 * Whether any of `contacts` confirmed a booking and is still trusted at `now`: a customer the venue
 * has met, who books from any network (ADR 070).
 */
export async function anyTrusted(db: Database, contacts: string[], now: Date): Promise<boolean> {
  if (contacts.length === 0) return false;
  const rows = await db
    .select({ contact: trustedContacts.contact })
    .from(trustedContacts)
    .where(and(inArray(trustedContacts.contact, contacts), gt(trustedContacts.trustedUntil, now)))
    .limit(1);
  return rows.length > 0;
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
