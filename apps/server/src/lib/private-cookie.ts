import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * How the server's own cookies are set (see docs/security.md#cookies): never readable by the
 * page's scripts, sent only to the one call that reads them, never with a request another site
 * starts, and only over https where the site is https.
 */
export function privateCookieOptions(
  siteUrl: string,
  path: string,
  maxAgeSeconds: number,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: siteUrl.startsWith('https:'),
    path,
    maxAge: maxAgeSeconds,
    signed: true,
  };
}

/** The value of a cookie set with `privateCookieOptions`, or undefined if missing or tampered. */
export function readPrivateCookie(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : undefined;
}
