/**
 * Staff open the booking site from "Open the public booking site" with `#walkIn=<ticket>` (see
 * docs/bookings.md#walk-ins). The ticket rides in the fragment, which the browser never sends to a
 * server, so no request line, proxy log or Referer holds it; it is kept for this tab and taken out
 * of the address bar at once, so it is not shared or bookmarked by accident. It makes one booking:
 * the booking made with it spends it, and the tab forgets it.
 */
const WALK_IN_KEY = 'padel.walkInTicket';
/** The fragment's key (`#walkIn=…`). */
export const WALK_IN_PARAM = 'walkIn';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function captureWalkInTicket(): void {
  const url = new URL(window.location.href);
  const ticket = new URLSearchParams(url.hash.slice(1)).get(WALK_IN_PARAM);
  if (!ticket) return;
  session()?.setItem(WALK_IN_KEY, ticket);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
}

export function walkInTicket(): string | undefined {
  return session()?.getItem(WALK_IN_KEY) ?? undefined;
}

/** The booking the ticket made spent it: the next booking in this tab needs a fresh one. */
export function forgetWalkInTicket(): void {
  session()?.removeItem(WALK_IN_KEY);
}
