import { AUTH_MESSAGES, type UserRole } from '@padel/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import type { LoginTokens } from '../modules/auth/tokens';
import { findUserById } from '../modules/users/users.repo';

export interface AuthenticatedUser {
  id: number;
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The admin guard: 401 without a valid token, 403 for a non-admin. admin-routes.ts hooks it
     * once for every admin call; the few calls open to customers and admins alike use it as
     * their own rules say.
     */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** Like requireAdmin when the request carries a token; lets anonymous requests through. */
    optionalAdmin: (request: FastifyRequest) => Promise<void>;
    loginTokens: LoginTokens;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Checks the token's signature and expiry, then the stored user: the role is read from the
 * database (not only the token) and a token older than the last password change is refused.
 */
export const authPlugin = fp(
  async (app, options: { tokens: LoginTokens }) => {
    app.decorate('loginTokens', options.tokens);
    app.decorateRequest('user', null);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new UnauthorizedError(AUTH_MESSAGES.noToken, 'TOKEN_MISSING');
      const subject = await options.tokens.verify(token);
      if (!subject) throw new UnauthorizedError(AUTH_MESSAGES.sessionExpired, 'TOKEN_INVALID');
      const user = await findUserById(app.db, subject.id);
      if (!user || user.tokenVersion !== subject.tokenVersion) {
        throw new UnauthorizedError(AUTH_MESSAGES.sessionExpired, 'TOKEN_REVOKED');
      }
      if (user.role !== 'admin') throw new ForbiddenError(AUTH_MESSAGES.adminOnly);
      request.user = { id: user.id, role: 'admin' };
    });
    app.decorate('optionalAdmin', async (request: FastifyRequest) => {
      if (request.headers.authorization !== undefined) await app.requireAdmin(request);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
