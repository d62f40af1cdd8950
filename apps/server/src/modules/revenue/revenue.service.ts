import {
  emptyRevenue,
  periodsBetween,
  periodStart,
  type RevenueAnswer,
  type RevenuePeriod,
  type RevenueTotals,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { takingsByPeriod } from '../ledger/ledger.repo';

/** Adds one grouped sum of the ledger to a period's takings. */
function add(
  totals: RevenueTotals,
  row: { what: string; method: keyof RevenueTotals['byMethod']; amount: number },
) {
  // The drawer's float, pay-ins and pay-outs are cash moved, not takings.
  if (row.what === 'drawer') return;
  if (row.what === 'courts') totals.courts += row.amount;
  else if (row.what === 'cafe') totals.cafe += row.amount;
  else totals.refunds += row.amount;
  totals.net += row.amount;
  totals.byMethod[row.method] += row.amount;
}

/**
 * GET /api/revenue (docs/till.md#revenue): the ledger's takings of business days `from` to `to`
 * by day, week or month, every period shown (a quiet one as zeros), and the range's totals, which
 * are the sum of its periods.
 */
export async function revenue(
  db: Database,
  query: { from: string; to: string; by: RevenuePeriod },
): Promise<RevenueAnswer> {
  const periods = new Map(
    periodsBetween(query.from, query.to, query.by).map((start) => [start, emptyRevenue()]),
  );
  const totals = emptyRevenue();
  for (const row of await takingsByPeriod(db, query, query.by)) {
    const period = periods.get(periodStart(row.start, query.by));
    if (!period) continue;
    add(period, row);
    add(totals, row);
  }
  return {
    by: query.by,
    from: query.from,
    to: query.to,
    periods: [...periods].map(([start, period]) => ({ start, ...period })),
    totals,
  };
}
