import type { Database } from '../../db/client';
import { paymentEvents } from '../../db/schema';

/**
 * Records an event by the provider's id, in the transaction that applies it: answers false when
 * it was applied before, so a redelivered event changes nothing (see docs/payments.md#webhook).
 */
export async function firstTime(
  tx: Database,
  event: { id: string; type: string },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}
