import {
  cardReserveHours,
  daySlotHours,
  HOLD_BUDGET_FULL,
  HOLD_BUDGET_MESSAGES,
  holdBudgetHours,
  type ClosureSpan,
  type VenueSettings,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import type { BookingQuotas } from '../../lib/abuse-limits';
import { AppError } from '../../lib/errors';
import { networkShares } from '../../lib/network-shares';
import { lockDayBudget, networkHoursOn, unverifiedHoursOn } from './hold-budget.repo';

/**
 * The venue-wide budget of unverified holds (docs/security.md#calendar-fill, ADR 044): online
 * padel bookings that are neither paid, confirmed by staff, nor from a phone proven over WhatsApp
 * hold at most `unverifiedHoldPercent` of each day's padel slot-hours, however many addresses,
 * networks or mail domains they come from; open card checkouts count too. Where card payments are
 * set up, half of it (`cardReserveHours`) is kept for card checkouts, which lapse within 30
 * minutes or leave the budget once paid. One network's holds take only a share of it
 * (`HOLD_SHARE_PER_…`, ADR 067), card checkouts aside, so nobody shuts everyone else out.
 * Counted per day of play under a transaction lock, so racing requests (and server processes)
 * cannot all read "room left".
 */

/** The day's rules as a booking reads them in its transaction (`settings.forBooking`). */
export interface DayRules {
  settings: VenueSettings;
  closures: ClosureSpan[];
}

/**
 * Refuses `hours` more unverified slot-hours on `date` past the day's budget (a card checkout) or
 * past its share without the card reserve (any other unverified hold), or past the share of the
 * day's budget the client's networks may hold (`networks`: its /24 or /64 and its /16 or /48,
 * as `shareNetworks` gives them). Holds the day's lock until the transaction ends.
 */
export async function assertHoldBudget(
  tx: Database,
  date: string,
  hours: number,
  rules: DayRules,
  card: {
    /** In the whole budget: a card checkout or a transfer. */
    byCard: boolean;
    cardPayments: boolean;
    /** A card checkout, out of the networks' shares (a transfer is in them). */
    checkout: boolean;
  },
  networks: { keys: readonly string[]; shares: BookingQuotas['holdShares'] },
): Promise<void> {
  await lockDayBudget(tx, date);
  const slotHours = daySlotHours(rules.settings.openingHours, rules.closures, date);
  const budget = holdBudgetHours(rules.settings.unverifiedHoldPercent, slotHours);
  const held = (await unverifiedHoursOn(tx, date)) + hours;
  const cardFits = card.cardPayments && held <= budget;
  if (!(card.byCard ? cardFits : held <= budget - cardReserveHours(budget, card.cardPayments))) {
    throw new AppError(403, HOLD_BUDGET_FULL, HOLD_BUDGET_MESSAGES.full(!card.byCard && cardFits));
  }
  // A card checkout is not held back by its network: behind a busy one, paying still books.
  if (card.checkout) return;
  const shares = networkShares(networks.keys, budget, networks.shares);
  const networkHeld = await networkHoursOn(tx, date, [...shares.keys()]);
  for (const [network, share] of shares) {
    if ((networkHeld.get(network) ?? 0) + hours > share) {
      throw new AppError(403, HOLD_BUDGET_FULL, HOLD_BUDGET_MESSAGES.networkFull(cardFits));
    }
  }
}
