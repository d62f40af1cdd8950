import {
  apiErrorSchema,
  passwordChangedSchema,
  updatePasswordRequestSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../lib/bearer-token';
import { changePassword } from './change-password.service';

/** A signed-in admin changes their own password (registered behind the admin guard). */
export const changePasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/update-password',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password; answers a fresh token (older ones stop working)',
        body: updatePasswordRequestSchema,
        response: { 200: passwordChangedSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) =>
      changePassword(app.db, app.loginTokens, {
        callerId: request.user!.id,
        // The guard has checked the token; the new one lasts as long as this one would have.
        rememberMe: app.loginTokens.isRememberMe(bearerToken(request)!),
        ...request.body,
      }),
  );
};
