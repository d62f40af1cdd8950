import { PAYMENT_MESSAGES, type CheckoutStatus } from '@padel/contracts';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import type { Payable } from './payables.types';

/**
 * GET /api/payments/checkout/{sessionId}: whether a checkout is paid yet, for the result pages
 * (see docs/payments.md#result-pages). The kind it pays for answers; a booking's access token goes
 * only to the browser that started the checkout (`startedHere`).
 */
export async function checkoutStatus(
  db: Database,
  payables: readonly Payable[],
  sessionId: string,
  startedHere: boolean,
): Promise<CheckoutStatus> {
  for (const payable of payables) {
    const status = await payable.checkoutStatus(db, sessionId, startedHere);
    if (status) return status;
  }
  throw new NotFoundError(PAYMENT_MESSAGES.checkoutNotFound);
}
