import {
  cardReserveHours,
  daySlotHours,
  holdBudgetHours,
  networkShareOf,
  venueNow,
  type HoldBudgetDay,
} from '@padel/contracts';
import type { BookingContext } from './booking-context.service';
import { heldByNetwork, unverifiedHoursOn } from './hold-budget.repo';

/**
 * GET /api/hold-budget (docs/security.md#calendar-fill, ADR 067): a day's budget of unverified
 * holds as staff see it (today at the venue by default): how much is held, whether a hold without
 * a card advance still fits, and the networks holding it, for the one-tap cancel.
 */
export async function holdBudgetDay(
  ctx: Pick<BookingContext, 'db' | 'settings' | 'checkout' | 'quotas' | 'timeZone' | 'now'>,
  date = venueNow(ctx.timeZone, ctx.now()).date,
): Promise<HoldBudgetDay> {
  // Read outside a transaction: a look, not a booking, so it holds no lock past its statement.
  const { settings, closures } = await ctx.settings.forBooking(ctx.db, date);
  const slotHours = daySlotHours(settings.openingHours, closures, date);
  const budget = holdBudgetHours(settings.unverifiedHoldPercent, slotHours);
  const [held, networks] = await Promise.all([
    unverifiedHoursOn(ctx.db, date),
    heldByNetwork(ctx.db, date),
  ]);
  const reserve = cardReserveHours(budget, ctx.checkout !== undefined);
  return {
    date,
    budget,
    held,
    // Strangers' holds fill it; a budget the owner set to 0 is not "full" every day.
    full: held > 0 && held >= budget - reserve,
    networkShare: networkShareOf(budget, ctx.quotas.holdShares.narrow),
    networks: networks.map((row) => ({
      network: row.network ?? 'unknown',
      hours: Number(row.hours),
      bookings: Number(row.bookings),
    })),
  };
}
