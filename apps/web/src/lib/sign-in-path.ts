/** The admin login screen. */
export const LOGIN_PATH = '/user/login';

/**
 * Where a signed-out visitor was going (docs/accounts.md#browser-session): a guarded screen sends
 * them to `/user/login?returnTo=/booking-detail/12`, and signing in lands there instead of on the
 * dashboard. Only a path on this site is followed, never another site and never the login page
 * itself, so a crafted link cannot send a fresh sign-in elsewhere.
 */
export const RETURN_TO_PARAM = 'returnTo';

interface Place {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The login screen, remembering `place` (path, query and fragment) when it is worth returning to. */
export function loginPathFor(place: Place): string {
  const target = `${place.pathname}${place.search ?? ''}${place.hash ?? ''}`;
  if (returnPath(target) === null) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: target })}`;
}

/**
 * `value` when it is a path on this site other than the login page (`/booking-list?date=...`),
 * else null: not `https://elsewhere`, `//elsewhere`, `/\elsewhere`, `javascript:...` or a bare word.
 */
export function returnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read a backslash as a slash, and ignore tabs and newlines inside a URL.
  if (/[\\\s]/.test(value)) return null;
  const base = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
