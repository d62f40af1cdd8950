import {
  slotHour,
  venueNow,
  type CounterQuote,
  type counterQuoteRequestSchema,
  type VenueSettings,
} from '@padel/contracts';
import type { z } from 'zod';
import { quoteForPhone } from '../bookings/padel-quote.service';
import { customerTotals } from './customers.repo';
import type { CustomerVenue } from './customers.service';

/**
 * POST /api/counter-quote (docs/prices.md#quotes): for the walk-in and new-series screens, who
 * the phone typed is (the name to fill in, tags, the contact block) and the price of the hours
 * chosen so far for them, from the same pricing path booking creation takes.
 */
export async function counterQuote(
  venue: CustomerVenue & { settings: () => Promise<VenueSettings> },
  input: z.output<typeof counterQuoteRequestSchema>,
): Promise<CounterQuote> {
  const today = venueNow(venue.timeZone, venue.now()).date;
  const [row] = await customerTotals(
    venue.db,
    { phone: input.phoneNumber },
    { timeZone: venue.timeZone, today },
  );
  const hours = input.selectedSlots.map((label) => slotHour(label)!).sort((a, b) => a - b);
  const quote =
    hours.length === 0
      ? null
      : await quoteForPhone(
          venue.db,
          await venue.settings(),
          input.selectedDate,
          hours,
          input.phoneNumber,
        );
  const customer = row
    ? { name: row.name, email: row.email, tags: row.tags ?? [], blocked: row.blocked }
    : null;
  return { customer, quote };
}
