import { describe, expect, it } from 'vitest';
import { formatPrice, memberSlotPrice, quoteMemberPadel, quotePadel } from './pricing';
import { DEFAULT_VENUE_SETTINGS, slotPrice } from './venue-rules';

const PRICES = DEFAULT_VENUE_SETTINGS.prices;
const padelSlotPrice = (date: string, hour: number) => slotPrice(PRICES, date, hour);

// 2030-01-07 is a Monday.
const WEEK = {
  Monday: '2030-01-07',
  Tuesday: '2030-01-08',
  Wednesday: '2030-01-09',
  Thursday: '2030-01-10',
  Friday: '2030-01-11',
  Saturday: '2030-01-12',
  Sunday: '2030-01-13',
};

describe("a fresh install's padel slot price (the spec's table)", () => {
  const discountedDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday'] as const;
  const fullPriceDays = ['Friday', 'Saturday', 'Sunday'] as const;
  const cases: [string, number, number][] = [];
  for (const day of discountedDays) {
    cases.push(
      [day, 0, 5000],
      [day, 4, 5000],
      [day, 5, 4000],
      [day, 12, 4000],
      [day, 16, 4000],
      [day, 17, 5000],
      [day, 23, 5000],
    );
  }
  for (const day of fullPriceDays) {
    cases.push([day, 4, 5000], [day, 5, 5000], [day, 16, 5000], [day, 17, 5000]);
  }

  it.each(cases)('%s at %i:00 costs %i', (day, hour, price) => {
    expect(padelSlotPrice(WEEK[day as keyof typeof WEEK], hour)).toBe(price);
  });

  it('changes from Thursday to Friday for the same hour', () => {
    expect(padelSlotPrice(WEEK.Thursday, 10)).toBe(4000);
    expect(padelSlotPrice(WEEK.Friday, 10)).toBe(5000);
    expect(padelSlotPrice(WEEK.Thursday, 23)).toBe(5000);
    expect(padelSlotPrice(WEEK.Friday, 0)).toBe(5000);
  });
});

describe('quotePadel', () => {
  it('sums the slots and keeps one line per unit price', () => {
    expect(quotePadel(PRICES, WEEK.Monday, [4, 5, 6])).toEqual({
      lines: [
        { unitPrice: 5000, quantity: 1, total: 5000 },
        { unitPrice: 4000, quantity: 2, total: 8000 },
      ],
      total: 13000,
      unitAmount: null,
      advance: 6500,
    });
  });

  it('gives the unit price when every slot costs the same', () => {
    expect(quotePadel(PRICES, WEEK.Saturday, [18, 19])).toMatchObject({
      total: 10000,
      unitAmount: 5000,
      advance: 5000,
    });
  });
});

describe('price rules', () => {
  const prices = {
    basePrice: 6000,
    rules: [
      { days: [5], fromHour: 0, toHour: 6, price: 3000 },
      { days: [0, 6], fromHour: 18, toHour: 24, price: 7000 },
    ],
  };

  it('takes the matching rule, or the base price', () => {
    expect(slotPrice(prices, WEEK.Friday, 5)).toBe(3000);
    expect(slotPrice(prices, WEEK.Friday, 6)).toBe(6000);
    expect(slotPrice(prices, WEEK.Saturday, 18)).toBe(7000);
    expect(slotPrice(prices, WEEK.Monday, 18)).toBe(6000);
  });

  it('prices every slot at the base price without rules', () => {
    const flat = { basePrice: 4500, rules: [] };
    expect(quotePadel(flat, WEEK.Monday, [5, 6, 22])).toMatchObject({
      total: 13500,
      unitAmount: 4500,
    });
  });
});

describe('formatPrice', () => {
  it('prints PKR with thousands separators and at most two decimals, as Intl en-US would', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const amounts = [
      0, 1, 9, 12.5, 99.99, 100, 999, 1000, 1500, 2500.05, 12_345.678, 1_000_000, 123_456_789.1,
      0.004, 0.005, 1.005, 2.675, 1e-7, -3500, -12.5,
    ];
    for (const amount of amounts) {
      expect(formatPrice(amount), String(amount)).toBe(`PKR ${intl.format(amount)}`);
    }
    expect(formatPrice(5000)).toBe('PKR 5,000');
    // Where Intl prints "-0", a price that rounds to nothing is just 0.
    expect(formatPrice(-0.001)).toBe('PKR 0');
  });
});

describe('the member price (docs/prices.md#member-price)', () => {
  const percent = (memberDiscountPercent: number) => ({
    memberDiscountPercent,
    memberDiscountAmount: 0,
  });
  const amount = (memberDiscountAmount: number) => ({
    memberDiscountPercent: 0,
    memberDiscountAmount,
  });

  it('takes the percent off each slot, to the rupee, and the lines add up', () => {
    expect(memberSlotPrice(5000, percent(20))).toBe(4000);
    expect(memberSlotPrice(4999, percent(15))).toBe(4249);
    expect(memberSlotPrice(5000, percent(0))).toBe(5000);
    expect(memberSlotPrice(5000, percent(100))).toBe(0);
    // Monday 16:00 costs 4000 and 17:00 costs 5000 under the fresh install's rules.
    const quote = quoteMemberPadel(PRICES, WEEK.Monday, [16, 17], percent(10));
    expect(quote.lines).toEqual([
      { unitPrice: 4500, quantity: 1, total: 4500 },
      { unitPrice: 3600, quantity: 1, total: 3600 },
    ]);
    expect(quote.total).toBe(8100);
    expect(quoteMemberPadel(PRICES, WEEK.Monday, [16, 17], percent(0))).toEqual(
      quotePadel(PRICES, WEEK.Monday, [16, 17]),
    );
  });

  it('or a fixed amount off each slot, never below nothing', () => {
    expect(memberSlotPrice(5000, amount(1000))).toBe(4000);
    expect(memberSlotPrice(800, amount(1000))).toBe(0);
    const quote = quoteMemberPadel(PRICES, WEEK.Monday, [16, 17], amount(500));
    expect(quote.lines).toEqual([
      { unitPrice: 4500, quantity: 1, total: 4500 },
      { unitPrice: 3500, quantity: 1, total: 3500 },
    ]);
    expect(quote.total).toBe(8000);
  });
});
