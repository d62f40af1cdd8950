import { apiErrorSchema, staffCapability, transfersToCheckSchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transfersToCheck } from './transfers-list.service';

/** Staff's "Transfers to check" (docs/payments.md#transfers), behind the admin guard. */
export const transfersListAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transfers',
    {
      config: { capability: staffCapability('transfer-accept', 'transfer-reject') },
      schema: {
        tags: ['bookings', 'orders'],
        summary:
          "Bookings' advances and café orders whose transfer waits for staff to check, the hold ending first on top",
        response: {
          200: transfersToCheckSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async () => transfersToCheck(app.db),
  );
};
