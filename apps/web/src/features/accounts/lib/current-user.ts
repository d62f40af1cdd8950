import { decodeToken, getToken } from '@/lib/session';

/** The signed-in admin's id from the stored token, to tell their own row apart; null if unknown. */
export function currentUserId(): number | null {
  const token = getToken();
  return token ? (decodeToken(token)?.id ?? null) : null;
}
