/**
 * Prices are the owner's (docs/prices.md#owner-prices, ADR 048): the checks the calls that can
 * set a price or the member tag make before writing anything. A role without `owner-prices` is
 * refused with 403 OWNER_APPROVAL_NEEDED, which the screens answer by offering to ask the owner.
 */
import {
  formatPrice,
  OWNER_APPROVAL_CODE,
  OWNER_APPROVAL_MESSAGES,
  requestedSeriesDates,
  roleCan,
  type Court,
  type CustomerTag,
  type SeriesInput,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { ForbiddenError } from '../../lib/errors';
import type { BookingContext } from './booking-context.service';
import { checkDates } from './series/book-series-dates.service';
import { hoursOf } from './series/series-dates.rules';

/** Whether `role` may give a price below the venue's prices and tag a customer member. */
export const mayGiveOwnerPrices = (role: string): boolean => roleCan(role, 'owner-prices');

/** The refusal of a price below `rulesPrice`, the venue's price of the hours for the customer. */
export const belowPricesRefusal = (rulesPrice: number): ForbiddenError =>
  new ForbiddenError(
    OWNER_APPROVAL_MESSAGES.belowPrices(formatPrice(rulesPrice)),
    OWNER_APPROVAL_CODE,
  );

/**
 * The highest price the venue's prices (a member's at the member price) ask for one game at
 * `place` on the dates it would book (a taken or closed date is skipped).
 */
async function rulesPriceOn(
  ctx: BookingContext,
  db: Database,
  place: { court: Court; hours: number[]; phoneNumber: string },
  dates: string[],
): Promise<number> {
  const checks = await checkDates(ctx, db, { ...place, fixedPrice: null }, dates);
  const booked = checks.filter((check) => check.conflict === null);
  return Math.max(0, ...booked.map((check) => check.amount));
}

/** The venue's price of one game of a requested series, for its customer. */
export function seriesRulesPrice(ctx: BookingContext, input: SeriesInput): Promise<number> {
  const place = {
    court: input.selectedCourt,
    hours: hoursOf(input.selectedSlots),
    phoneNumber: input.phoneNumber,
  };
  return rulesPriceOn(ctx, ctx.db, place, requestedSeriesDates(input));
}

/**
 * A renewal's new dates at the series' fixed price: below the venue's prices it is the owner's,
 * as when the series was made (the owner renews such a series).
 */
export async function assertRenewalPrice(
  ctx: BookingContext,
  tx: Database,
  series: { court: Court; slotHours: number[]; phoneNumber: string; fixedPrice: number | null },
  dates: string[],
  mayUnderprice: boolean,
): Promise<void> {
  if (series.fixedPrice === null || mayUnderprice) return;
  const place = { court: series.court, hours: series.slotHours, phoneNumber: series.phoneNumber };
  const rulesPrice = await rulesPriceOn(ctx, tx, place, dates);
  if (series.fixedPrice < rulesPrice) throw belowPricesRefusal(rulesPrice);
}

/** A series' fixed price may not be below the venue's prices for it, unless the owner gives it. */
export async function assertSeriesPrice(
  ctx: BookingContext,
  input: SeriesInput,
  role: string,
): Promise<void> {
  if (input.fixedPrice === null || mayGiveOwnerPrices(role)) return;
  const rulesPrice = await seriesRulesPrice(ctx, input);
  if (input.fixedPrice < rulesPrice) throw belowPricesRefusal(rulesPrice);
}
/** Adding the member tag is the owner's; taking it away only raises prices, so staff may. */
export function assertTagsAllowed(
  before: readonly CustomerTag[],
  after: readonly CustomerTag[] | undefined,
  role: string,
): void {
  const adds = after?.includes('member') && !before.includes('member');
  if (adds && !mayGiveOwnerPrices(role)) {
    throw new ForbiddenError(OWNER_APPROVAL_MESSAGES.memberTag, OWNER_APPROVAL_CODE);
  }
}
