import { advanceOf, slotLabel } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { offerPrice, quoteSlots } from './slot-prices';

// A day as the server prices it: 4000 from 5 AM up to 5 PM, 5000 otherwise.
const PRICES = Array.from({ length: 24 }, (_, hour) => (hour >= 5 && hour < 17 ? 4000 : 5000));

describe("a quote from the server's per-slot prices", () => {
  it('prices each slot at its hour, one line per unit price, dearest first', () => {
    const quote = quoteSlots(PRICES, [slotLabel(16), slotLabel(17), slotLabel(18)]);
    expect(quote.lines).toEqual([
      { unitPrice: 5000, quantity: 2, total: 10000 },
      { unitPrice: 4000, quantity: 1, total: 4000 },
    ]);
    expect(quote.total).toBe(14000);
    expect(quote.unitAmount).toBeNull();
    expect(quote.advance).toBe(advanceOf(14000));
  });

  it('has one unit amount when every slot costs the same, and nothing for no slots', () => {
    expect(quoteSlots(PRICES, [slotLabel(6), slotLabel(7)]).unitAmount).toBe(4000);
    expect(quoteSlots(PRICES, []).total).toBe(0);
    expect(quoteSlots(PRICES, ['tea time']).total).toBe(0);
  });
});

describe('the offer marker', () => {
  it('marks a slot cheaper than the base price, with its price', () => {
    expect(offerPrice(PRICES, 5000, 6)).toBe(4000);
    expect(offerPrice(PRICES, 5000, 18)).toBeUndefined();
    // A surcharge is no offer.
    expect(offerPrice(PRICES, 3000, 18)).toBeUndefined();
  });
});
