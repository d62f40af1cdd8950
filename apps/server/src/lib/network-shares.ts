import { networkShareOf } from '@padel/contracts';
import { networkLevels, type SharePercents } from './abuse-limits';

export type { SharePercents };

/**
 * A shared budget's share per network (ADR 067 for each day's holds, ADR 070 for each hour's
 * messages): what one customer's /24 or /64 and its /16 or /48 may take, so whoever fills their
 * share leaves the rest to everyone else.
 */

/**
 * A customer address's narrowest network (an IPv4 /24, an IPv6 /64) and widest (an IPv4 /16, an
 * IPv6 /48), the two a share names; keys of `networkLevels`.
 */
export function shareNetworks(ip: string): string[] {
  const levels = networkLevels(ip);
  const narrow = levels[0]!.key;
  const wide = levels.length > 1 ? levels[levels.length - 1]!.key : undefined;
  return wide ? [narrow, wide] : [narrow];
}

/** What each of `networks` (narrowest first, as `shareNetworks` gives them) may take of `budget`. */
export function networkShares(
  networks: readonly string[],
  budget: number,
  percents: SharePercents,
): Map<string, number> {
  const shares = new Map<string, number>();
  const [narrow, wide] = networks;
  if (narrow) shares.set(narrow, networkShareOf(budget, percents.narrow));
  if (wide) shares.set(wide, networkShareOf(budget, percents.wide));
  return shares;
}
