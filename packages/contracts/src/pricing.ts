import { ADVANCE_RATE, CURRENCY } from './constants';
import { weekdayOf } from './time';

/** Padel prices of SPEC §9 / PRODUCT D6, in PKR. */
export const PADEL_PRICES = {
  standard: 5000,
  discounted: 4000,
  /** Monday (1) to Thursday (4), slots starting from 05:00 up to before 17:00. */
  discountWeekdays: [1, 2, 3, 4],
  discountFromHour: 5,
  discountUntilHour: 17,
} as const;

export function padelSlotPrice(isoDate: string, hour: number): number {
  const weekday = weekdayOf(isoDate);
  const discounted =
    (PADEL_PRICES.discountWeekdays as readonly number[]).includes(weekday) &&
    hour >= PADEL_PRICES.discountFromHour &&
    hour < PADEL_PRICES.discountUntilHour;
  return discounted ? PADEL_PRICES.discounted : PADEL_PRICES.standard;
}

export interface PriceLine {
  unitPrice: number;
  quantity: number;
  total: number;
}

export interface PadelQuote {
  lines: PriceLine[];
  total: number;
  /** The price of one slot when all slots cost the same, otherwise null. */
  unitAmount: number | null;
  advance: number;
}

/** One line per unit price, so Qty x Unit Price = Total holds on every line (PRODUCT D6). */
export function quotePadel(isoDate: string, hours: readonly number[]): PadelQuote {
  const byPrice = new Map<number, number>();
  for (const hour of hours) {
    const price = padelSlotPrice(isoDate, hour);
    byPrice.set(price, (byPrice.get(price) ?? 0) + 1);
  }
  const lines = [...byPrice.entries()]
    .sort(([a], [b]) => b - a)
    .map(([unitPrice, quantity]) => ({ unitPrice, quantity, total: unitPrice * quantity }));
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  return {
    lines,
    total,
    unitAmount: lines.length === 1 ? lines[0]!.unitPrice : null,
    advance: Math.round(total * ADVANCE_RATE),
  };
}

const priceFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** `5000` -> `PKR 5,000` (PRODUCT D15), on screens and in e-mails alike. */
export function formatPrice(amount: number): string {
  return `${CURRENCY} ${priceFormat.format(amount)}`;
}
