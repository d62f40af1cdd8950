import type { MovementMethod } from '@padel/contracts';
import type { Database } from '../../db/client';
import type { MovementActor, Till } from '../ledger/till.service';

/** Money an order took: by which method, how much (PKR), and the transfer's or card's reference. */
export interface OrderMoney {
  method: MovementMethod;
  amount: number;
  reference?: string | null;
}

/**
 * An order's money in the ledger (docs/till.md#ledger): the one place the orders module writes
 * it, in the transaction of the change that took it. Refunds are made apart, through
 * payments/refunds.service.ts.
 */
export async function recordOrderMoney(
  tx: Database,
  till: Till,
  orderId: number,
  money: OrderMoney,
  actor: MovementActor,
): Promise<void> {
  await till.record(tx, {
    orderId,
    kind: 'order',
    method: money.method,
    amount: money.amount,
    reference: money.reference ?? null,
    actor,
  });
}
