import type { Capability } from '@padel/contracts';
import type { FastifyPluginOptions, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { approvalsAdminRoutes } from './modules/approvals/approvals-admin.routes';
import { attentionAdminRoutes } from './modules/attention/attention-admin.routes';
import { auditAdminRoutes } from './modules/audit/audit-admin.routes';
import { changePasswordRoutes } from './modules/auth/change-password.routes';
import { adminBookingRoutes } from './modules/bookings/admin-bookings.routes';
import { counterQuoteAdminRoutes } from './modules/customers/counter-quote-admin.routes';
import { customersAdminRoutes } from './modules/customers/customers-admin.routes';
import { bulkCancelAdminRoutes } from './modules/bookings/bulk-cancel-admin.routes';
import { contactBlocksAdminRoutes } from './modules/contacts/contact-blocks-admin.routes';
import { productsAdminRoutes } from './modules/menu/products-admin.routes';
import { notificationsAdminRoutes } from './modules/notifications/notifications-admin.routes';
import { ordersAdminRoutes } from './modules/orders/orders-admin.routes';
import { closuresAdminRoutes } from './modules/closures/closures-admin.routes';
import { settingsAdminRoutes } from './modules/settings/settings-admin.routes';
import { queueAdminRoutes } from './modules/queue/queue-admin.routes';
import { sourcesAdminRoutes } from './modules/sources/sources-admin.routes';
import { tablesRoutes } from './modules/tables/tables.routes';
import { usersRoutes } from './modules/users/users.routes';

declare module 'fastify' {
  interface FastifySchema {
    /** The capability an admin call needs, in the OpenAPI document (the auth matrix reads it). */
    'x-capability'?: Capability;
  }
}

/** How the OpenAPI document marks a call that needs a signed-in bearer token. */
const ADMIN_SECURITY = [{ bearer: [] }];

/**
 * The OpenAPI document says which calls need a token and what the caller's role must allow (and
 * the auth matrix test reads it), so an admin route is documented as such by being here rather
 * than by remembering to say so. A route may name a capability of its own (an export among a
 * module's day-to-day calls); otherwise it needs its module's. The route's own schema object is
 * changed, as @fastify/swagger keeps a reference to it.
 */
function documentAccess(route: RouteOptions, capability: Capability): void {
  const needed = route.config?.capability ?? capability;
  route.config = { ...route.config, capability: needed };
  route.schema ??= {};
  route.schema.security = ADMIN_SECURITY;
  route.schema['x-capability'] = needed;
}

/** A module's admin routes, each needing `capability` unless it names its own. */
function needing<Options extends FastifyPluginOptions>(
  capability: Capability,
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (scope, options) => {
    scope.addHook('onRoute', (route) => documentAccess(route, capability));
    await scope.register(routes, options);
  };
}

/**
 * Every admin call (see docs/accounts.md#admin-calls) in one encapsulated context with the guard
 * hooked once: a route registered here answers 401 without a valid token and 403 unless the
 * caller's role has the capability the route needs (ROLE_CAPABILITIES in the contracts), on
 * request, before its body is read. This list is the one place that says which calls are the
 * owner's. Calls open to everyone, or to customers and staff alike (create-booking's walk-ins,
 * feedback), are registered in app.ts and say there how they check.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  { config, now },
) => {
  app.addHook('onRequest', app.requireAdmin);
  // Running the day: staff and the owner.
  await app.register(needing('run-the-day', changePasswordRoutes));
  await app.register(needing('run-the-day', ordersAdminRoutes), { now });
  await app.register(needing('run-the-day', queueAdminRoutes));
  await app.register(needing('run-the-day', adminBookingRoutes), { config, now });
  await app.register(needing('run-the-day', bulkCancelAdminRoutes), { config, now });
  await app.register(needing('run-the-day', contactBlocksAdminRoutes));
  await app.register(needing('run-the-day', notificationsAdminRoutes));
  await app.register(needing('run-the-day', attentionAdminRoutes), { config, now });
  await app.register(needing('run-the-day', customersAdminRoutes), { config, now });
  await app.register(needing('run-the-day', counterQuoteAdminRoutes), { config, now });
  // Staff ask; answering is the owner's (the approve and decline routes name owner-prices).
  await app.register(needing('run-the-day', approvalsAdminRoutes), { config, now });
  // The owner's.
  await app.register(needing('accounts', usersRoutes));
  await app.register(needing('venue-settings', tablesRoutes));
  await app.register(needing('venue-settings', settingsAdminRoutes), { config, now });
  await app.register(needing('venue-settings', closuresAdminRoutes), { config, now });
  await app.register(needing('menu', productsAdminRoutes));
  await app.register(needing('sources', sourcesAdminRoutes), { config });
  await app.register(needing('audit-log', auditAdminRoutes), { config });
};
