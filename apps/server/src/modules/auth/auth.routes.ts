import {
  apiErrorSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageSchema,
  signInLinkAnswerSchema,
  signInLinkRequestSchema,
  signInLinkSentSchema,
  resetPasswordQuerySchema,
  resetPasswordRequestSchema,
  SIGN_IN_LINK_LIFETIME_MINUTES,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { login } from './auth.service';
import { DeviceCookies } from './device-cookie.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { signInWithLink } from './sign-in-link.service';

/** Signing in and resetting a forgotten password; changing it is an admin call. */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  options,
) => {
  const { config, now } = options;
  const deviceCookies = new DeviceCookies(config.publicAppUrl, now);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers a signed token carrying id and role, and sets the device cookie',
        description:
          'An account without admin access is refused (403). When the account-wide limit of failed sign-ins is reached, the right password from a browser without the device cookie gets 202 and a sign-in link by e-mail instead of a token (docs/accounts.md#sign-in-links).',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          202: signInLinkSentSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const signedIn = await login(
        app.db,
        app.loginTokens,
        { ...request.body, ip: request.ip, device: deviceCookies.read(request), now: now() },
        { publicAppUrl: config.publicAppUrl, notifier: app.notifier },
      );
      if (signedIn.kind === 'link-sent') return reply.status(202).send(signedIn.answer);
      deviceCookies.issue(reply, signedIn.userId);
      return signedIn.answer;
    },
  );

  app.post(
    '/auth/sign-in-link',
    {
      schema: {
        tags: ['auth'],
        summary: `Sign in with the token of an e-mailed sign-in link (once, within ${SIGN_IN_LINK_LIFETIME_MINUTES} minutes); sets the device cookie`,
        body: signInLinkRequestSchema,
        response: { 200: signInLinkAnswerSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await signInWithLink(app.db, app.loginTokens, {
        token: request.body.token,
        now: now(),
      });
      deviceCookies.issue(reply, signedIn.userId);
      return signedIn.answer;
    },
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
        { publicAppUrl: config.publicAppUrl, notifier: app.notifier },
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
};
