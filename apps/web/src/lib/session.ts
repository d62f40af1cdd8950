import { hasAdminAccess, isUserRole, STORAGE_KEYS, type UserRole } from '@padel/contracts';

/**
 * The admin session lives in browser storage (see docs/accounts.md#browser-session): the login
 * token sits in localStorage when "Remember me" was ticked and in sessionStorage otherwise. Every
 * read and write of those keys goes through this file.
 */

export interface TokenClaims {
  id: number;
  role: UserRole | string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be unavailable (privacy settings, sandboxed frames).
    return null;
  }
}

const local = () => safeStorage('local');
const session = () => safeStorage('session');

/** The stored login token, from localStorage first, then sessionStorage. */
export function getToken(): string | null {
  return local()?.getItem(STORAGE_KEYS.token) ?? session()?.getItem(STORAGE_KEYS.token) ?? null;
}

/** Stores a fresh login token where docs/accounts.md#browser-session keeps it. */
export function saveLogin(token: string, options: { rememberMe: boolean; email: string }): void {
  const ls = local();
  const ss = session();
  if (options.rememberMe) {
    ls?.setItem(STORAGE_KEYS.token, token);
    ls?.setItem(STORAGE_KEYS.rememberMe, 'true');
    ls?.setItem(STORAGE_KEYS.rememberedEmail, options.email);
    ss?.removeItem(STORAGE_KEYS.token);
  } else {
    ss?.setItem(STORAGE_KEYS.token, token);
    ls?.removeItem(STORAGE_KEYS.token);
    ls?.removeItem(STORAGE_KEYS.rememberMe);
    ls?.removeItem(STORAGE_KEYS.rememberedEmail);
  }
}

/**
 * Puts a fresh token in place of the stored one, in the same storage (a password change answers a
 * new token and the old one stops working; "Remember me" must stay as it was).
 */
export function replaceToken(token: string): void {
  const ls = local();
  if (ls && ls.getItem(STORAGE_KEYS.token) !== null) {
    ls.setItem(STORAGE_KEYS.token, token);
    return;
  }
  session()?.setItem(STORAGE_KEYS.token, token);
}

/** The e-mail to pre-fill on the login form, when the last login ticked "Remember me". */
export function getRememberedEmail(): string | null {
  const ls = local();
  if (!ls) return null;
  return ls.getItem(STORAGE_KEYS.rememberedEmail);
}

/** Drops the token from both storages (unreadable, expired or refused token). */
export function clearToken(): void {
  local()?.removeItem(STORAGE_KEYS.token);
  session()?.removeItem(STORAGE_KEYS.token);
}

/**
 * Logout (see docs/accounts.md#browser-session): when rememberMe, rememberedEmail and token are all
 * in localStorage, those three are removed; the token is also removed from sessionStorage. The cart
 * is kept. A localStorage token without the other two keys is removed as well, so that logging out
 * always ends the session.
 */
export function logout(): void {
  const ls = local();
  if (
    ls &&
    ls.getItem(STORAGE_KEYS.rememberMe) !== null &&
    ls.getItem(STORAGE_KEYS.rememberedEmail) !== null &&
    ls.getItem(STORAGE_KEYS.token) !== null
  ) {
    ls.removeItem(STORAGE_KEYS.rememberMe);
    ls.removeItem(STORAGE_KEYS.rememberedEmail);
  }
  clearToken();
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the JWT payload without verifying it (the server verifies); null when unreadable. */
export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null) return null;
    const { id, role, exp } = payload as Record<string, unknown>;
    if (typeof id !== 'number' || typeof role !== 'string' || typeof exp !== 'number') return null;
    return { id, role, exp };
  } catch {
    return null;
  }
}

export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp * 1000 <= now;
}

/** `admin`: a role with access to the admin area, the owner's (stored `admin`) or staff's. */
export type AdminSessionState = 'admin' | 'none' | 'invalid' | 'expired' | 'not-admin';

/**
 * What the route guard needs to know (see docs/accounts.md#browser-session). An unreadable or
 * expired token is removed from both storages on the way.
 */
export function checkAdminSession(): AdminSessionState {
  const token = getToken();
  if (!token) return 'none';
  const claims = decodeToken(token);
  if (!claims) {
    clearToken();
    return 'invalid';
  }
  if (isExpired(claims)) {
    clearToken();
    return 'expired';
  }
  return hasAdminAccess(claims.role) ? 'admin' : 'not-admin';
}

/**
 * The signed-in role as the stored token says, to show only the screens and buttons it may use
 * (docs/accounts.md#roles); null without a readable token. The server checks every call itself,
 * and a role change ends the account's sessions, so the token's role is never stale for long.
 */
export function sessionRole(): UserRole | null {
  const token = getToken();
  const role = token ? decodeToken(token)?.role : undefined;
  return role !== undefined && isUserRole(role) ? role : null;
}
