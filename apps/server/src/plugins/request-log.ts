import fp from 'fastify-plugin';
import { publicPath } from '../lib/log-privacy';

/**
 * One line per answered request at `info`: method, path (customer tokens blanked), host, status
 * and time; never the client's address, query string or body (lib/log-privacy.ts).
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          path: publicPath(request.url),
          host: request.host,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    });
  },
  { name: 'request-log' },
);
