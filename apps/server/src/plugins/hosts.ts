import fp from 'fastify-plugin';
import type { Config } from '../config';

export type SiteHost = 'booking' | 'app';

declare module 'fastify' {
  interface FastifyRequest {
    siteHost: SiteHost;
  }
}

/**
 * Which of the two sites a request is for (see docs/operations.md#hosts); unknown hosts count as
 * the app host.
 */
export const hostsPlugin = fp(
  async (app, options: { config: Config }) => {
    const bookingHost = options.config.bookingHost;
    app.decorateRequest('siteHost', 'app');
    app.addHook('onRequest', async (request) => {
      request.siteHost = request.hostname.toLowerCase() === bookingHost ? 'booking' : 'app';
    });
  },
  { name: 'hosts' },
);
