import {
  quoteMemberPadel,
  quotePadel,
  type PadelQuote,
  type VenueSettings,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { isMember } from '../contacts/customer-tags.repo';

/**
 * The one pricing path of padel hours (docs/prices.md#quotes): booking creation, a moved booking's
 * new price, a series' dates and every quote a screen asks for before booking price through these
 * two, so the price shown is the price charged.
 */

type PricingSettings = Pick<
  VenueSettings,
  'prices' | 'memberDiscountPercent' | 'memberDiscountAmount'
>;

/**
 * A padel booking's price on `date` under the venue's prices: a member's at the member price
 * (docs/prices.md#member-price).
 */
export function padelQuote(
  settings: PricingSettings,
  date: string,
  hours: readonly number[],
  member: boolean,
): PadelQuote {
  return member
    ? quoteMemberPadel(settings.prices, date, hours, settings)
    : quotePadel(settings.prices, date, hours);
}

/**
 * The price of `hours` on `date` for the customer of `phone` (03XXXXXXXXX), or for anyone when no
 * phone is known yet: a member's at the member price.
 */
export async function quoteForPhone(
  db: Database,
  settings: PricingSettings,
  date: string,
  hours: readonly number[],
  phone: string | undefined,
): Promise<PadelQuote> {
  const member = phone !== undefined && (await isMember(db, phone));
  return padelQuote(settings, date, hours, member);
}
