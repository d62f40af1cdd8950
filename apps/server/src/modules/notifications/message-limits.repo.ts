import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, trustedContacts, users } from '../../db/schema';

/**
 * What the message limits read (docs/notifications.md#message-limits): the outbox itself is the
 * count, so every process counts the same messages.
 */

/**
 * Until the transaction ends, one transaction at a time counts and adds messages: racing requests
 * in any number of processes cannot all read "room left".
 */
export async function lockMessageCounts(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('message-limits'))`);
}

/**
 * Messages to unverified recipients written since `since` and not held back: all of them, and
 * those each of `networks` (keys of `networkLevels`) caused (ADR 070), in one read.
 */
export async function unverifiedWrittenSince(
  tx: Database,
  since: Date,
  networks: readonly string[],
): Promise<{ total: number; byNetwork: Map<string, number> }> {
  const fromNetwork = (network: string) =>
    sql<number>`(count(*) filter (where ${notifications.clientNetworks} @> ARRAY[${network}]::text[]))::int`;
  const [row] = await tx
    .select({
      total: count(),
      ...Object.fromEntries(networks.map((network, i) => [`n${i}`, fromNetwork(network)])),
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.unverified, true),
        eq(notifications.heldBack, false),
        gt(notifications.createdAt, since),
      ),
    );
  const counts = (row ?? {}) as Record<string, number | undefined>;
  return {
    total: Number(counts.total ?? 0),
    byNetwork: new Map(networks.map((network, i) => [network, Number(counts[`n${i}`] ?? 0)])),
  };
}

/** Messages written to each of `recipients` since `since` and not held back, every kind. */
export async function writtenToSince(
  tx: Database,
  recipients: string[],
  since: Date,
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ recipient: notifications.recipient, value: count() })
    .from(notifications)
    .where(
      and(
        inArray(notifications.recipient, recipients),
        eq(notifications.heldBack, false),
        gt(notifications.createdAt, since),
      ),
    )
    .groupBy(notifications.recipient);
  return new Map(rows.map((row) => [row.recipient, row.value]));
}

/**
 * Which of `contacts` (phones 03XXXXXXXXX, e-mails in lower case) confirmed something: a contact
 * still trusted after confirming a booking (docs/security.md#calendar-fill), or an account's e-mail.
 */
export async function confirmedContacts(
  tx: Database,
  contacts: string[],
  now: Date,
): Promise<Set<string>> {
  const trusted = await tx
    .select({ contact: trustedContacts.contact })
    .from(trustedContacts)
    .where(and(inArray(trustedContacts.contact, contacts), gt(trustedContacts.trustedUntil, now)));
  const accounts = await tx
    .select({ contact: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, contacts));
  return new Set([...trusted, ...accounts].map((row) => row.contact));
}
