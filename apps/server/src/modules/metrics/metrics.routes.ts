import { createHash, timingSafeEqual } from 'node:crypto';
import { apiErrorSchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnauthorizedError } from '../../lib/errors';
import { bearerToken } from '../../lib/bearer-token';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Compares in constant time: equal-length digests, so neither the token's characters nor its
 * length can be learnt from how long a refusal takes.
 */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /api/metrics` for Prometheus (see docs/operations.md#metrics): open only to the scraper's
 * bearer METRICS_TOKEN, not to admins; without METRICS_TOKEN it is not there (404).
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (
  app,
  { token },
) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics, with the bearer METRICS_TOKEN; 404 when it is not set',
        security: [{ metricsToken: [] }],
        response: {
          // Sent as text/plain, so Fastify sends it as it is rather than as JSON.
          200: z.string().describe('The Prometheus text format'),
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const registry = app.metrics.registry;
      if (!token || !registry) return reply.callNotFound();
      if (!tokenMatches(bearerToken(request), token)) {
        void reply.header('www-authenticate', 'Bearer');
        throw new UnauthorizedError('A valid metrics token is needed.', 'METRICS_TOKEN_INVALID');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};
