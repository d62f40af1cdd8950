import { healthResponseSchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client';

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
      await pingDatabase(app.db);
      return { status: 'ok' as const };
    },
  );
};
