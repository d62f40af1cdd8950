import { ledgerExportQuerySchema, revenueAnswerSchema, revenueQuerySchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { sendWorkbook } from '../../lib/xlsx-export';
import { exportLedger } from './ledger-export.service';
import { revenue } from './revenue.service';

/** The owner's money (docs/till.md#revenue): takings by period, and the ledger for the accountant. */
export const revenueAdminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.get(
    '/revenue',
    {
      config: { capability: 'revenue' },
      schema: {
        tags: ['till'],
        summary: 'Takings of business days `from` to `to` by day, week or month, from the ledger',
        description:
          'Courts and café, refunds apart, net by method; every period of the range, quiet ones as zeros.',
        querystring: revenueQuerySchema,
        response: { 200: revenueAnswerSchema },
      },
    },
    async (request) => revenue(app.db, request.query),
  );

  app.get(
    '/ledger.xlsx',
    {
      config: { capability: 'revenue' },
      schema: {
        tags: ['till'],
        summary: 'Every ledger movement of business days `from` to `to` as ledger.xlsx',
        description: 'One sheet, Ledger, in the ledger’s order, streamed as it is written.',
        querystring: ledgerExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendWorkbook(
        reply,
        'ledger.xlsx',
        await exportLedger(app.db, request.query, config.venueTimezone),
      ),
  );
};
