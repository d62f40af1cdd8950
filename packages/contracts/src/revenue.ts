import { z } from 'zod';
import { rangeInOrder } from './export-range';
import { dateSchema } from './input';
import { MOVEMENT_METHODS, type MovementMethod } from './ledger';
import { addDays, isIsoDate } from './time';

/**
 * The owner's view of the money (docs/till.md#revenue): the ledger's takings by business day,
 * week (from Monday) or month, courts against café, by method, refunds apart.
 */

export const REVENUE_PERIODS = ['day', 'week', 'month'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];

/** The most periods one answer shows: three months of days, two years of weeks, five of months. */
export const REVENUE_MAX_PERIODS: Record<RevenuePeriod, number> = {
  day: 93,
  week: 106,
  month: 60,
};

export const REVENUE_MESSAGES = {
  tooLong: (by: RevenuePeriod) =>
    `Choose at most ${REVENUE_MAX_PERIODS[by]} ${by}s: a shorter range, or longer periods.`,
} as const;

/** The first day of the period `date` falls in: itself, its week's Monday, its month's 1st. */
export function periodStart(date: string, by: RevenuePeriod): string {
  if (by === 'day') return date;
  if (by === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The first day of the period after the one starting `start`. */
export function nextPeriod(start: string, by: RevenuePeriod): string {
  if (by === 'day') return addDays(start, 1);
  if (by === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The periods from the one holding `from` to the one holding `to`, by their first days. */
export function periodsBetween(from: string, to: string, by: RevenuePeriod): string[] {
  const starts: string[] = [];
  for (let start = periodStart(from, by); start <= to; start = nextPeriod(start, by)) {
    starts.push(start);
    if (starts.length > REVENUE_MAX_PERIODS[by]) break;
  }
  return starts;
}

/** GET /api/revenue: business days `from` to `to` (inclusive), by day, week or month. */
export const revenueQuerySchema = rangeInOrder(
  z.object({
    from: dateSchema('The first date'),
    to: dateSchema('The last date'),
    by: z.enum(REVENUE_PERIODS, { error: 'Show by day, week or month.' }).default('day'),
  }),
).superRefine((query, ctx) => {
  // Dates the schema refused are told once, by their own fields.
  if (!isIsoDate(query.from) || !isIsoDate(query.to) || query.from > query.to) return;
  if (periodsBetween(query.from, query.to, query.by).length > REVENUE_MAX_PERIODS[query.by]) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: REVENUE_MESSAGES.tooLong(query.by) });
  }
});
export type RevenueQuery = z.input<typeof revenueQuerySchema>;

const byMethodSchema = z.object(
  Object.fromEntries(MOVEMENT_METHODS.map((method) => [method, z.number().int()])) as Record<
    MovementMethod,
    z.ZodNumber
  >,
);

/**
 * One period's takings, whole PKR: courts (bookings' advances, balances and fees, less any undone)
 * and café (orders), refunds (negative), net = courts + café + refunds, and net by method. The
 * drawer's own movements (float, pay-ins and pay-outs) are not takings.
 */
export const revenueTotalsSchema = z.object({
  courts: z.number().int(),
  cafe: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
  byMethod: byMethodSchema,
});
export type RevenueTotals = z.infer<typeof revenueTotalsSchema>;

export const revenueAnswerSchema = z.object({
  by: z.enum(REVENUE_PERIODS),
  from: z.string(),
  to: z.string(),
  /** Every period of the range, oldest first, those without money as zeros. */
  periods: z.array(revenueTotalsSchema.extend({ start: z.string() })),
  totals: revenueTotalsSchema,
});
export type RevenueAnswer = z.infer<typeof revenueAnswerSchema>;

/** GET /api/ledger.xlsx: every movement of business days `from` to `to` (inclusive). */
export const ledgerExportQuerySchema = rangeInOrder(
  z.object({ from: dateSchema('The first date'), to: dateSchema('The last date') }),
);
export type LedgerExportQuery = z.input<typeof ledgerExportQuerySchema>;

/** Zero takings, to add rows to. */
export function emptyRevenue(): RevenueTotals {
  return {
    courts: 0,
    cafe: 0,
    refunds: 0,
    net: 0,
    byMethod: Object.fromEntries(MOVEMENT_METHODS.map((method) => [method, 0])) as Record<
      MovementMethod,
      number
    >,
  };
}
