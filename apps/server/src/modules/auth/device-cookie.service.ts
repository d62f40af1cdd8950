import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock';
import { privateCookieOptions, readPrivateCookie } from '../../lib/private-cookie';

/**
 * The device cookie of OWASP's "Slow down online guessing attacks with device cookies" (see
 * docs/accounts.md#sign-in-limits): a browser that signed in successfully carries one, bound to
 * its account, so failed sign-ins from elsewhere never lock it out. Its own failures are limited
 * per device (lib/abuse-limits.ts), so a stolen one cannot guess forever.
 */
export const DEVICE_COOKIE = 'device';
/** Renewed at every successful sign-in; a browser unused for this long is a stranger again. */
export const DEVICE_COOKIE_DAYS = 180;
const LIFETIME_SECONDS = DEVICE_COOKIE_DAYS * 24 * 60 * 60;
/** Sent only to the sign-in call: the cookie means nothing anywhere else. */
const COOKIE_PATH = '/api/auth/login';

/** A device that signed in to this account before. */
export interface TrustedDevice {
  userId: number;
  /** Random, per cookie: what the per-device limit counts against. */
  deviceId: string;
}

/** `userId:deviceId:issuedAt` (whole seconds), signed (plugins/cookies.ts). */
const VALUE = /^([1-9]\d{0,9}):([A-Za-z0-9_-]{22}):(\d{1,12})$/;

const seconds = (clock: Clock) => Math.floor(clock().getTime() / 1000);

export class DeviceCookies {
  constructor(
    /** PUBLIC_APP_URL: sign-in is on the app host. */
    private readonly siteUrl: string,
    private readonly now: Clock,
  ) {}

  /** The request's device, if it carries a genuine cookie still within its lifetime. */
  read(request: FastifyRequest): TrustedDevice | undefined {
    const value = readPrivateCookie(request, DEVICE_COOKIE);
    const match = value === undefined ? null : VALUE.exec(value);
    if (!match) return undefined;
    if (seconds(this.now) - Number(match[3]) > LIFETIME_SECONDS) return undefined;
    return { userId: Number(match[1]), deviceId: match[2]! };
  }

  /** A fresh device cookie for this account, after a successful sign-in. */
  issue(reply: FastifyReply, userId: number): void {
    const deviceId = randomBytes(16).toString('base64url');
    reply.setCookie(
      DEVICE_COOKIE,
      `${userId}:${deviceId}:${seconds(this.now)}`,
      privateCookieOptions(this.siteUrl, COOKIE_PATH, LIFETIME_SECONDS),
    );
  }
}
