import { MESSAGE_LIMIT_MESSAGES } from '@padel/contracts';
import type { Database } from '../../db/client';
import { networkShares, type SharePercents } from '../../lib/network-shares';
import type { NewNotification } from './notifications.repo';
import {
  confirmedContacts,
  lockMessageCounts,
  unverifiedWrittenSince,
  writtenToSince,
} from './message-limits.repo';

/**
 * Messages cost the venue money (docs/notifications.md#message-limits): a venue-wide hourly budget
 * of messages to recipients who never confirmed anything, of which one customer's network may use
 * only a share (ADR 070), and a daily cap per recipient across every kind. Both are counted in the outbox, under one lock, inside the transaction that writes
 * the messages: exact across processes, and a change that rolls back counts nothing.
 */
export interface MessageLimits {
  /** The venue's setting (`unverifiedMessagesPerHour`), as it is in this transaction. */
  unverifiedPerHour: number;
  /** MESSAGES_PER_RECIPIENT_PER_DAY. */
  perRecipientPerDay: number;
  /** MESSAGE_SHARE_PER_…: the percent of the budget a /24 or /64 and a /16 or /48 may use. */
  networkShares: SharePercents;
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** An outbox row as the limits leave it: to be sent, or held back with the reason the log shows. */
export type LimitedNotification = NewNotification & {
  unverified: boolean;
  clientNetworks: string[];
  heldBack: boolean;
  status?: 'failed';
  lastError?: string;
};

/**
 * The contact a message's recipient is (trust and blocks name contacts): a WhatsApp number
 * 923XXXXXXXXX is the phone 03XXXXXXXXX; an e-mail is itself.
 */
function contactOf(row: NewNotification): string {
  return row.channel === 'whatsapp' && /^92[0-9]{10}$/.test(row.recipient)
    ? `0${row.recipient.slice(2)}`
    : row.recipient;
}

/**
 * Decides, in the order written, which of `rows` may go: a row over the recipient's daily cap, or
 * to an unverified recipient once the hour's budget or the share of it of the customer's networks
 * (`networks`, narrowest first, from `callerNetworks`) is used, is held back. Locks the counts
 * until the transaction ends.
 */
export async function applyMessageLimits(
  tx: Database,
  rows: NewNotification[],
  limits: MessageLimits,
  networks: readonly string[],
  now: Date,
): Promise<LimitedNotification[]> {
  if (rows.length === 0) return [];
  await lockMessageCounts(tx);
  const confirmed = await confirmedContacts(tx, [...new Set(rows.map(contactOf))], now);
  const written = await writtenToSince(
    tx,
    [...new Set(rows.map((row) => row.recipient))],
    new Date(now.getTime() - DAY_MS),
  );
  const anyUnverified = rows.some((row) => !confirmed.has(contactOf(row)));
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const shares = networkShares(networks, limits.unverifiedPerHour, limits.networkShares);
  const used = anyUnverified
    ? await unverifiedWrittenSince(tx, hourAgo, [...shares.keys()])
    : { total: 0, byNetwork: new Map<string, number>() };
  let budgetUsed = used.total;
  const sharesUsed = used.byNetwork;
  const overShare = () =>
    [...shares].find(([network, share]) => (sharesUsed.get(network) ?? 0) >= share);
  return rows.map((row) => {
    const unverified = !confirmed.has(contactOf(row));
    const toRecipient = written.get(row.recipient) ?? 0;
    const fullShare = unverified ? overShare() : undefined;
    const reason =
      toRecipient >= limits.perRecipientPerDay
        ? MESSAGE_LIMIT_MESSAGES.overRecipientCap(limits.perRecipientPerDay)
        : unverified && budgetUsed >= limits.unverifiedPerHour
          ? MESSAGE_LIMIT_MESSAGES.overBudget(limits.unverifiedPerHour)
          : fullShare
            ? MESSAGE_LIMIT_MESSAGES.overNetworkShare(fullShare[1])
            : undefined;
    const origin = { unverified, clientNetworks: [...networks] };
    if (reason) return { ...row, ...origin, heldBack: true, status: 'failed', lastError: reason };
    written.set(row.recipient, toRecipient + 1);
    if (unverified) {
      budgetUsed += 1;
      for (const network of shares.keys()) {
        sharesUsed.set(network, (sharesUsed.get(network) ?? 0) + 1);
      }
    }
    return { ...row, ...origin, heldBack: false };
  });
}
