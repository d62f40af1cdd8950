import {
  BOOKING_ACTION_MESSAGES,
  ORDER_MESSAGES,
  policyRefund,
  roleCan,
  type RefundQuote,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { takenByMethod, type RefundOwner } from '../ledger/refunds.repo';
import { ownerExists } from './refunds.repo';

/**
 * What cancelling a booking or an order would give back, as the server reckons it
 * (docs/payments.md#refunds): what it took by each method and what of it may still go back, and
 * what the policy returns (a late cancellation's keeps the money). The cancel dialogs show it, and
 * the owner may ask for another amount (`mayOverride`).
 */
export async function cancelQuote(
  db: Database,
  owner: RefundOwner,
  options: { late: boolean; role: string },
): Promise<RefundQuote> {
  if (!(await ownerExists(db, owner))) {
    throw new NotFoundError(
      'bookingId' in owner ? BOOKING_ACTION_MESSAGES.notFound : ORDER_MESSAGES.notFound,
    );
  }
  const taken = await takenByMethod(db, owner);
  return {
    taken,
    policy: policyRefund(taken, !options.late),
    mayOverride: roleCan(options.role, 'owner-prices'),
  };
}
