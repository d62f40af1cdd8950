import { createHmac } from 'node:crypto';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/**
 * Cookies, parsed on every request and signed with a key of their own, derived from JWT_SECRET so
 * a cookie's signature can never pass for a token's (see docs/security.md#cookies).
 */
export const cookiesPlugin = fp(
  async (app, options: { secret: string }) => {
    await app.register(cookie, {
      secret: createHmac('sha256', options.secret).update('padel signed cookies').digest(),
    });
  },
  { name: 'cookies' },
);
