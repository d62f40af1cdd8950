import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { spentWalkInTickets } from '../../db/schema';

/**
 * Records the ticket as spent; false when it already was. Tickets past their expiry are refused
 * by their signature, so their rows are cleared on the way.
 */
export async function markTicketSpent(
  tx: Database,
  ticket: { ticketId: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  await tx.delete(spentWalkInTickets).where(lt(spentWalkInTickets.expiresAt, now));
  const rows = await tx
    .insert(spentWalkInTickets)
    .values({ ticketId: ticket.ticketId, expiresAt: ticket.expiresAt })
    .onConflictDoNothing()
    .returning({ ticketId: spentWalkInTickets.ticketId });
  return rows.length === 1;
}
