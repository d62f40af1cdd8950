import { quoteSlotPrices, slotHour, type PadelQuote } from '@padel/contracts';

/**
 * The quote of `slots` at the day's per-slot prices from the server's availability
 * (`padelPrices`, index = start hour; see docs/venue-settings.md and docs/prices.md): the booking
 * host never prices a slot itself, so what it shows is what the server charges.
 */
export function quoteSlots(padelPrices: readonly number[], slots: readonly string[]): PadelQuote {
  const prices = slots
    .map((label) => slotHour(label))
    .filter((hour) => hour !== undefined)
    .map((hour) => padelPrices[hour] ?? 0);
  return quoteSlotPrices(prices);
}

/**
 * The price of the slot starting at `hour` when a price rule makes it cheaper than the venue's
 * base price (the slot grid marks it), otherwise undefined.
 */
export function offerPrice(
  padelPrices: readonly number[],
  basePrice: number,
  hour: number,
): number | undefined {
  const price = padelPrices[hour];
  return price !== undefined && price < basePrice ? price : undefined;
}
