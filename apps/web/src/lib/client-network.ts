import { APP_ROUTES, routePath } from '@padel/contracts';

/**
 * The network a client address belongs to, as the booking quotas and staff's bulk cancel count it
 * (docs/security.md#abuse-limits): an IPv4 address's /24 (`203.0.113.0/24`), an IPv6
 * address's /64 (`2001:db8:0:1::/64`). Anything else is returned as it is: the server judges it.
 */
export function networkOf(address: string): string {
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(address);
  if (ipv4) return `${ipv4[1]}.${ipv4[2]}.${ipv4[3]}.0/24`;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

/** The eight groups of an IPv6 address, without leading zeros; undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return undefined;
  const split = (part: string | undefined) => (part ? part.split(':') : []);
  const head = split(halves[0]);
  const tail = split(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  if (!groups.every((group) => /^[\da-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => parseInt(group, 16).toString(16));
}

/**
 * The staff screen's bulk cancel, its address filled in (docs/screens.md#blocked-contacts): the
 * booking detail's way to every booking from the network one came from.
 */
export function bulkCancelPath(address: string): string {
  return `${routePath(APP_ROUTES.blockedContacts)}?${new URLSearchParams({ address })}`;
}
