import {
  apiErrorSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageSchema,
  passwordChangedSchema,
  resetPasswordQuerySchema,
  resetPasswordRequestSchema,
  updatePasswordRequestSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { bearerToken } from '../../plugins/auth';
import { login } from './auth.service';
import { changePassword } from './change-password.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';

export const authRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  options,
) => {
  const { config, now } = options;

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers a signed token carrying id and role',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => login(app.db, app.loginTokens, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password-reset link; the same answer whether or not the e-mail exists',
        body: forgotPasswordRequestSchema,
        response: { 200: messageSchema, 429: apiErrorSchema },
      },
    },
    async (request) =>
      requestPasswordReset(
        app.db,
        { email: request.body.email, ip: request.ip, now: now() },
        config,
        (message) => app.sendMailInBackground(message, 'password-reset'),
      ),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with the token from the e-mailed link (once, within 60 minutes)',
        querystring: resetPasswordQuerySchema,
        body: resetPasswordRequestSchema,
        response: { 200: messageSchema, 400: apiErrorSchema },
      },
    },
    async (request) =>
      resetPassword(app.db, {
        token: request.query.token,
        newPassword: request.body.newPassword,
        now: now(),
      }),
  );

  app.put(
    '/update-password',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['auth'],
        summary: 'Change your own password; answers a fresh token (older ones stop working)',
        security: [{ bearer: [] }],
        body: updatePasswordRequestSchema,
        response: { 200: passwordChangedSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request)!;
      return changePassword(app.db, app.loginTokens, {
        callerId: request.user!.id,
        rememberMe: app.loginTokens.isRememberMe(token),
        ...request.body,
      });
    },
  );
};
