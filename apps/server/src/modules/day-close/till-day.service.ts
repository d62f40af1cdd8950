import { isOneOf, TILL_MOVEMENT_KINDS, type LandedOn, type TillDay } from '@padel/contracts';
import type { Database } from '../../db/client';
import type { Till } from '../ledger/till.service';
import { findDayClose, tillMovementsOf } from './day-close.repo';

/** What the Till screen works with (docs/till.md#day-close). */
interface TillDeps {
  db: Database;
  till: Till;
  now: () => Date;
}

/**
 * GET /api/till/movements: the business day now is in, whether it is closed already (money
 * recorded now then lands on the next open day), and its opening floats, pay-ins and pay-outs
 * with who recorded them. The drawer's own movements, never the cash taken: the day stays blind.
 */
export async function tillDay(deps: TillDeps): Promise<TillDay> {
  const businessDay = await deps.till.businessDayAt(deps.db, deps.now());
  const closed = (await findDayClose(deps.db, businessDay)) !== undefined;
  const rows = await tillMovementsOf(deps.db, businessDay);
  return {
    businessDay,
    closed,
    movements: rows.flatMap((row) =>
      isOneOf(TILL_MOVEMENT_KINDS, row.kind)
        ? [
            {
              id: row.id,
              at: row.at.toISOString(),
              businessDay: row.businessDay,
              kind: row.kind,
              method: 'cash' as const,
              amount: row.amount,
              note: row.note ?? '',
              recordedBy: row.actorName,
            },
          ]
        : [],
    ),
  };
}

/**
 * Where a till movement landed (docs/till.md#business-day): when the business day it was
 * recorded in was closed already, that day and the open one it counts on; nothing otherwise.
 */
export async function landedOnOf(
  deps: { db: Database; till: Till },
  row: { at: Date; businessDay: string },
): Promise<{ landedOn?: LandedOn }> {
  const closedDay = await deps.till.businessDayAt(deps.db, row.at);
  return closedDay === row.businessDay
    ? {}
    : { landedOn: { businessDay: row.businessDay, closedDay } };
}
