import { ADVANCE_RATE, CURRENCY, type PaymentStatus } from './constants';
import { slotPrice, type PadelPrices, type VenueSettings } from './venue-rules';

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

/** The advance on a total: ADVANCE_RATE of it, to the rupee (see docs/payments.md#advance). */
export const advanceOf = (total: number) => Math.round(total * ADVANCE_RATE);

/**
 * What has been paid of a booking so far, from its payment status: the advance, the whole, or
 * nothing (see docs/payments.md#advance).
 */
export function paidAmount(booking: { amount: number; paymentStatus: PaymentStatus }): number {
  if (booking.paymentStatus === '100%Paid') return booking.amount;
  if (booking.paymentStatus === '50%Paid') return advanceOf(booking.amount);
  return 0;
}

/**
 * The quote of slots whose unit prices are `unitPrices` (one per slot): one line per unit price,
 * so Qty x Unit Price = Total holds on every line (see docs/prices.md#price-lines).
 */
export function quoteSlotPrices(unitPrices: readonly number[]): PadelQuote {
  const byPrice = new Map<number, number>();
  for (const price of unitPrices) byPrice.set(price, (byPrice.get(price) ?? 0) + 1);
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

/** The quote of the slots starting at `hours` on `isoDate` under the venue's `prices`. */
export const quotePadel = (prices: PadelPrices, isoDate: string, hours: readonly number[]) =>
  quoteSlotPrices(hours.map((hour) => slotPrice(prices, isoDate, hour)));

/** How much less a member pays for each slot (docs/prices.md#member-price): a percent or PKR off. */
export type MemberDiscount = Pick<VenueSettings, 'memberDiscountPercent' | 'memberDiscountAmount'>;

/**
 * A member's price of a slot (docs/prices.md#member-price): the percent off, to the rupee, or the
 * fixed amount off, never below 0; each slot is priced alone, so the price lines still add up.
 */
export const memberSlotPrice = (price: number, discount: MemberDiscount) =>
  Math.max(
    0,
    Math.round((price * (100 - discount.memberDiscountPercent)) / 100) -
      discount.memberDiscountAmount,
  );

/** The quote a customer tagged `member` gets: every slot at the member price. */
export const quoteMemberPadel = (
  prices: PadelPrices,
  isoDate: string,
  hours: readonly number[],
  discount: MemberDiscount,
) =>
  quoteSlotPrices(hours.map((hour) => memberSlotPrice(slotPrice(prices, isoDate, hour), discount)));

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
