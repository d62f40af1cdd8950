import { ADVANCE_RATE, CURRENCY } from './constants';
import { weekdayOf } from './time';

/** Padel prices of docs/prices.md#padel-prices, in PKR. */
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

/**
 * One line per unit price, so Qty x Unit Price = Total holds on every line (see
 * docs/prices.md#price-lines).
 */
/** The advance on a total: ADVANCE_RATE of it, to the rupee (see docs/payments.md#advance). */
export const advanceOf = (total: number) => Math.round(total * ADVANCE_RATE);

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
    advance: advanceOf(total),
  };
}

/**
 * `5000` -> `PKR 5,000` and `12.5` -> `PKR 12.5` (see docs/prices.md#price-display), on screens and
 * in e-mails alike: what `Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })` prints, by
 * hand. A browser's first Intl call loads its locale data, about 80-100 ms of a phone's main thread
 * under Lighthouse's slowdown, and prices are all the menu would need it for (see
 * docs/quality.md#b5-lighthouse).
 */
export function formatPrice(amount: number): string {
  // Rounded half away from zero on the decimal digits, as Intl does: 1.005 -> 1.01 (the float
  // 1.005 is a shade below it, so `toFixed(2)` alone would print 1.00).
  const magnitude = Math.abs(amount);
  const cents = Math.round(Number(`${magnitude}e2`)) || Math.round(magnitude * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = String(cents % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${CURRENCY} ${sign}${whole}${decimals ? `.${decimals}` : ''}`;
}
