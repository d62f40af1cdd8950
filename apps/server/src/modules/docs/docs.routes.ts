import type { FastifyPluginAsync } from 'fastify';

/** The OpenAPI description of every route (see docs/api.md#openapi). */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
};
