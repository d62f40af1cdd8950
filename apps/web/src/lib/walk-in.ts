/**
 * Staff open the booking site from Add New Booking with `?walkIn=<ticket>` (see
 * docs/bookings.md#walk-ins). The ticket is kept for this tab and taken out of the address bar, so
 * it is not shared or bookmarked by accident; every booking made in the tab then sends it.
 */
const WALK_IN_KEY = 'padel.walkInTicket';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function captureWalkInTicket(): void {
  const url = new URL(window.location.href);
  const ticket = url.searchParams.get('walkIn');
  if (!ticket) return;
  session()?.setItem(WALK_IN_KEY, ticket);
  url.searchParams.delete('walkIn');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export function walkInTicket(): string | undefined {
  return session()?.getItem(WALK_IN_KEY) ?? undefined;
}
