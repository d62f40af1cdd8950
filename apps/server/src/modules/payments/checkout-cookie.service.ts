import type { FastifyReply, FastifyRequest } from 'fastify';
import { privateCookieOptions, readPrivateCookie } from '../../lib/private-cookie';

/**
 * The browser that started a card booking's checkout carries a signed cookie naming it; the
 * result page's status call answers the booking's access token to that browser only, so a
 * checkout id seen elsewhere (a log, a shared screen) is no link to the booking (see
 * docs/payments.md#result-pages).
 */
export const CHECKOUT_COOKIE = 'checkout';
/** Outlives the hold and the result page's wait, with room to come back to the page. */
const LIFETIME_SECONDS = 24 * 60 * 60;
/** Sent only to the status call. */
const COOKIE_PATH = '/api/payments/checkout';

/** Marks this browser as the one that started `checkoutId`, on the site it returns to. */
export function rememberCheckout(reply: FastifyReply, checkoutId: string, siteUrl: string): void {
  reply.setCookie(
    CHECKOUT_COOKIE,
    checkoutId,
    privateCookieOptions(siteUrl, COOKIE_PATH, LIFETIME_SECONDS),
  );
}

/** Whether this browser started `checkoutId`. */
export const startedCheckout = (request: FastifyRequest, checkoutId: string): boolean =>
  readPrivateCookie(request, CHECKOUT_COOKIE) === checkoutId;
