import {
  AUTH_MESSAGES,
  hasAdminAccess,
  roleCan,
  type Capability,
  type UserRole,
} from '@padel/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import type { LoginTokens } from '../modules/auth/tokens.service';
import { findUserById } from '../modules/users/users.repo';
import { bearerToken } from '../lib/bearer-token';

export interface AuthenticatedUser {
  id: number;
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The admin routes' guard (admin-routes.ts hooks it once): 401 without a valid token, 403
     * unless the caller's role may do what the route's `config.capability` names.
     */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** The same check for a named capability, for calls open to customers and staff alike. */
    requireCapability: (request: FastifyRequest, capability: Capability) => Promise<void>;
    /** Like requireCapability when the request carries a token; lets anonymous requests through. */
    optionalCapability: (request: FastifyRequest, capability: Capability) => Promise<void>;
    loginTokens: LoginTokens;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
  interface FastifyContextConfig {
    /** What an admin call needs the caller's role to allow (docs/accounts.md#roles). */
    capability?: Capability;
  }
}

/**
 * A role without the capability is refused: a role with no admin access at all is told so, a
 * staff member that the call is the owner's. A route that names no capability is refused to
 * everyone (it should not exist; failing closed keeps a slip from opening a call).
 */
function refuseUnlessAllowed(role: UserRole, capability: Capability | undefined): void {
  if (!hasAdminAccess(role)) throw new ForbiddenError(AUTH_MESSAGES.adminOnly);
  if (capability === undefined || !roleCan(role, capability)) {
    throw new ForbiddenError(AUTH_MESSAGES.ownerOnly, 'OWNER_ONLY');
  }
}

/**
 * Checks the token's signature and expiry, then the stored user: the role is read from the
 * database on every request (not only from the token), and a token older than the last password
 * or role change is refused.
 */
export const authPlugin = fp(
  async (app, options: { tokens: LoginTokens }) => {
    app.decorate('loginTokens', options.tokens);
    app.decorateRequest('user', null);
    const authorize = async (request: FastifyRequest, capability: Capability | undefined) => {
      const token = bearerToken(request);
      if (!token) throw new UnauthorizedError(AUTH_MESSAGES.noToken, 'TOKEN_MISSING');
      const subject = await options.tokens.verify(token);
      if (!subject) throw new UnauthorizedError(AUTH_MESSAGES.sessionExpired, 'TOKEN_INVALID');
      const user = await findUserById(app.db, subject.id);
      if (!user || user.tokenVersion !== subject.tokenVersion) {
        throw new UnauthorizedError(AUTH_MESSAGES.sessionExpired, 'TOKEN_REVOKED');
      }
      refuseUnlessAllowed(user.role, capability);
      request.user = { id: user.id, role: user.role };
    };
    app.decorate('requireAdmin', (request: FastifyRequest) =>
      authorize(request, request.routeOptions.config.capability),
    );
    app.decorate('requireCapability', authorize);
    app.decorate('optionalCapability', async (request: FastifyRequest, capability: Capability) => {
      if (request.headers.authorization !== undefined) await authorize(request, capability);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
