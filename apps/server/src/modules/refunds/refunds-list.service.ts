import { REFUND_LIST_LIMIT, type RefundItem, type RefundList } from '@padel/contracts';
import type { Database } from '../../db/client';
import type { Till } from '../ledger/till.service';
import { refundsDone, refundsDue, type RefundRow } from './refunds.repo';

export interface RefundListDeps {
  db: Database;
  till: Till;
  now: () => Date;
  /** Whether the card provider gives money back by itself (docs/payments.md#refunds-by-hand). */
  providerRefunds: boolean;
}

const itemOf =
  (providerRefunds: boolean) =>
  (row: RefundRow): RefundItem => ({
    refundId: row.refundId,
    kind: row.kind,
    id: row.id,
    customerName: row.customerName,
    amount: row.amount,
    dueMethod: row.dueMethod,
    dueSince: row.dueSince.toISOString(),
    reason: row.reason,
    // Only a card payment online goes back through the provider, where it can refund; every other
    // way (and a card refund made by hand) is staff's.
    madeBy: isMadeByProvider(row, providerRefunds) ? 'provider' : 'staff',
    status: row.status,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    method: row.method,
    reference: row.reference,
    businessDay: row.businessDay,
  });

const isMadeByProvider = (row: RefundRow, providerRefunds: boolean) =>
  row.status === 'due'
    ? row.dueMethod === 'card-online' && providerRefunds
    : row.method === 'card-online';

/**
 * GET /api/refunds (docs/payments.md#refunds-to-follow): the refunds still due, whatever day they
 * became due, or those done on business days `from` to `to` (today's when left out), with how
 * and when they went back.
 */
export async function listRefunds(
  deps: RefundListDeps,
  query: { status: 'due' | 'done'; from?: string; to?: string },
): Promise<RefundList> {
  const today = await deps.till.businessDayAt(deps.db, deps.now());
  const from = query.from ?? (query.to && query.to < today ? query.to : today);
  const to = query.to ?? (from > today ? from : today);
  const rows =
    query.status === 'due'
      ? await refundsDue(deps.db, REFUND_LIST_LIMIT)
      : await refundsDone(deps.db, from, to, REFUND_LIST_LIMIT);
  return { refunds: rows.map(itemOf(deps.providerRefunds)), from, to };
}
