import { healthResponseSchema } from '@padel/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers ok once the database answers',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await app.db.execute(sql`SELECT 1`);
      return { status: 'ok' as const };
    },
  );
};
