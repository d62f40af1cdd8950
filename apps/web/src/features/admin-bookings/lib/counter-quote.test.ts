import { slotLabel } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { counterQuoteRequest, filledContact } from './counter-quote';

describe("the counter's quote (docs/prices.md#quotes)", () => {
  it('asks only once the phone is a whole number, for padel hours in order', () => {
    const values = { selectedDate: '2026-03-04', hours: [19, 18], padel: true };
    expect(counterQuoteRequest({ ...values, phoneNumber: '0333 555' })).toBeNull();
    expect(counterQuoteRequest({ ...values, phoneNumber: '0333 5550400' })).toEqual({
      phoneNumber: '0333 5550400',
      selectedDate: '2026-03-04',
      selectedSlots: [slotLabel(18), slotLabel(19)],
    });
    expect(
      counterQuoteRequest({ ...values, padel: false, phoneNumber: '03335550400' })?.selectedSlots,
    ).toEqual([]);
  });

  it("fills a known customer's name and e-mail, never over what staff typed", () => {
    const customer = { name: 'Mona', email: 'mona@example.test', tags: [], blocked: false };
    expect(filledContact({ customerName: '', email: '' }, customer, undefined)).toEqual({
      customerName: 'Mona',
      email: 'mona@example.test',
    });
    expect(filledContact({ customerName: 'Typed', email: '' }, customer, undefined)).toEqual({
      customerName: 'Typed',
      email: 'mona@example.test',
    });
    // What an earlier phone filled in gives way to the next phone's customer.
    const earlier = { customerName: 'Ali', email: '' };
    expect(filledContact(earlier, { ...customer, email: null }, earlier)).toEqual({
      customerName: 'Mona',
      email: '',
    });
  });
});
