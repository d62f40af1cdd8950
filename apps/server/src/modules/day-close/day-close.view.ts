import {
  DAY_CLOSE_LINE_INFO,
  DAY_CLOSE_LINES,
  drawerCountSchema,
  type AmountsByMethod,
  type DayCloseBlock,
  type DayCloseCash,
  type DayCloseLine,
  type DayCloseLineTotal,
  type DayCloseMovement,
  type DayCloseReport,
  type DrawerRecount,
} from '@padel/contracts';
import type { DayMovementRow, DrawerCountRow } from './day-close.repo';

/**
 * The day's report from its rows (docs/till.md#day-close): every movement on exactly one line,
 * so the lines, the methods and the total each add up to the sum of the rows, to the rupee.
 */

/** What a movement was for: its kind, then its booking's source and series, or its order's kind. */
export function lineOf(row: DayMovementRow): DayCloseLine {
  switch (row.kind) {
    case 'refund':
      return 'refunds';
    case 'opening-float':
      return 'opening-float';
    case 'pay-in':
      return 'pay-ins';
    case 'pay-out':
      return 'pay-outs';
    case 'order':
      if (!row.orderFound) return 'other';
      if (row.orderSource === 'counter') return 'counter';
      return row.orderDeliveryType === 'deliver' ? 'delivery' : 'pickup';
    // A fee is a fee whoever owed it: a walk-in's or a series date's no-show fee is "Fees paid".
    case 'fee':
      return row.bookingFound ? 'fees' : 'other';
    case 'advance':
    case 'balance': {
      if (row.seriesId !== null || row.bookingSeriesId !== null) return 'series';
      if (!row.bookingFound) return 'other';
      if (row.bookingSource === 'in-person') return 'walk-ins';
      return row.kind === 'advance' ? 'advances' : 'balances';
    }
  }
}

function add(byMethod: AmountsByMethod, method: keyof AmountsByMethod, amount: number) {
  byMethod[method] = (byMethod[method] ?? 0) + amount;
}

/** The drawer's sums: every cash row, so `expected` is the cash the day left in it. */
export function cashOf(rows: readonly DayMovementRow[]): DayCloseCash {
  const cash = { openingFloat: 0, cashIn: 0, cashOut: 0, payIns: 0, payOuts: 0 };
  for (const row of rows) {
    if (row.method !== 'cash') continue;
    if (row.kind === 'opening-float') cash.openingFloat += row.amount;
    else if (row.kind === 'pay-in') cash.payIns += row.amount;
    else if (row.kind === 'pay-out') cash.payOuts += row.amount;
    else if (row.amount > 0) cash.cashIn += row.amount;
    else cash.cashOut += row.amount;
  }
  return {
    ...cash,
    expected: cash.openingFloat + cash.cashIn + cash.cashOut + cash.payIns + cash.payOuts,
  };
}

export interface ReportParts {
  businessDay: string;
  from: Date;
  to: Date;
  rows: readonly DayMovementRow[];
  memberDiscounts: DayCloseReport['memberDiscounts'];
  feesOwed: DayCloseReport['feesOwed'];
  blocks: DayCloseBlock[];
}

/** The full report (with the drawer's cash), as a close stores it. */
export function buildReport(parts: ReportParts): DayCloseReport {
  const lines = new Map<DayCloseLine, DayCloseLineTotal>();
  const byMethod: AmountsByMethod = {};
  const movements: DayCloseMovement[] = [];
  let total = 0;
  for (const row of parts.rows) {
    const what = lineOf(row);
    const line = lines.get(what) ?? {
      what,
      ...DAY_CLOSE_LINE_INFO[what],
      count: 0,
      byMethod: {},
      total: 0,
    };
    line.count += 1;
    line.total += row.amount;
    add(line.byMethod, row.method, row.amount);
    lines.set(what, line);
    add(byMethod, row.method, row.amount);
    total += row.amount;
    movements.push({
      id: row.id,
      at: row.at.toISOString(),
      what,
      kind: row.kind,
      method: row.method,
      amount: row.amount,
      bookingId: row.bookingId,
      orderId: row.orderId,
      note: row.note,
      reference: row.reference,
      reversal: row.reversesId !== null,
    });
  }
  return {
    businessDay: parts.businessDay,
    from: parts.from.toISOString(),
    to: parts.to.toISOString(),
    blind: false,
    lines: DAY_CLOSE_LINES.flatMap((what) => lines.get(what) ?? []),
    byMethod,
    total,
    movementCount: movements.length,
    movements,
    memberDiscounts: parts.memberDiscounts,
    feesOwed: parts.feesOwed,
    cash: cashOf(parts.rows),
    blocks: parts.blocks,
  };
}

/**
 * The report of a day still open, blind (docs/till.md#day-close): no cash amount and no cash row,
 * so staff count the drawer before anyone sees what it should hold. The other methods stay, to
 * check against the card terminal and the transfers received.
 */
export function blindReport(report: DayCloseReport): DayCloseReport {
  const withoutCash = (byMethod: AmountsByMethod) => {
    const { cash: _cash, ...rest } = byMethod;
    return rest;
  };
  const sum = (byMethod: AmountsByMethod) =>
    Object.values(byMethod).reduce((total, amount) => total + amount, 0);
  const lines = report.lines.map((line) => {
    const byMethod = withoutCash(line.byMethod);
    const cashHidden = line.byMethod.cash !== undefined;
    return { ...line, byMethod, total: sum(byMethod), ...(cashHidden ? { cashHidden } : {}) };
  });
  const movements = report.movements.filter((row) => row.method !== 'cash');
  const byMethod = withoutCash(report.byMethod);
  return {
    ...report,
    blind: true,
    lines,
    byMethod,
    total: sum(byMethod),
    movements,
    movementCount: movements.length,
    cash: null,
  };
}

/** A kept count of the drawer as the closed report lists it: when, by whom, what it came to. */
export function recountOf(row: DrawerCountRow): DrawerRecount {
  return {
    countedAt: row.countedAt.toISOString(),
    countedBy: row.countedByName,
    counts: drawerCountSchema.parse(row.counts),
    counted: row.countedCash,
  };
}
