import type { RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { auditAdminRoutes } from './modules/audit/audit-admin.routes';
import { changePasswordRoutes } from './modules/auth/change-password.routes';
import { adminBookingRoutes } from './modules/bookings/admin-bookings.routes';
import { productsAdminRoutes } from './modules/menu/products-admin.routes';
import { notificationsAdminRoutes } from './modules/notifications/notifications-admin.routes';
import { ordersAdminRoutes } from './modules/orders/orders-admin.routes';
import { settingsAdminRoutes } from './modules/settings/settings-admin.routes';
import { queueAdminRoutes } from './modules/queue/queue-admin.routes';
import { sourcesAdminRoutes } from './modules/sources/sources-admin.routes';
import { tablesRoutes } from './modules/tables/tables.routes';
import { usersRoutes } from './modules/users/users.routes';

/** How the OpenAPI document marks a call that needs an admin's bearer token. */
const ADMIN_SECURITY = [{ bearer: [] }];

/**
 * The OpenAPI document says which calls need a token (and the auth matrix test reads it), so an
 * admin route is documented as such by being here rather than by remembering to say so. The
 * route's own schema object is changed, as @fastify/swagger keeps a reference to it.
 */
function documentAsAdminOnly(route: RouteOptions): void {
  route.schema ??= {};
  route.schema.security = ADMIN_SECURITY;
}

/**
 * Every admin call (see docs/accounts.md#admin-calls) in one encapsulated context with the admin
 * guard hooked once: a route registered here answers 401 without a valid token and 403 for a
 * non-admin, on request, before its body is read. Calls open to everyone, or to customers and
 * admins alike (create-booking's walk-ins, feedback), are registered in app.ts and say there how
 * they check.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  { config, now },
) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRoute', documentAsAdminOnly);
  await app.register(changePasswordRoutes);
  await app.register(usersRoutes);
  await app.register(tablesRoutes);
  await app.register(productsAdminRoutes);
  await app.register(ordersAdminRoutes, { now });
  await app.register(queueAdminRoutes);
  await app.register(adminBookingRoutes, { config, now });
  await app.register(sourcesAdminRoutes, { config });
  await app.register(notificationsAdminRoutes, { config, now });
  await app.register(settingsAdminRoutes, { config, now });
  await app.register(auditAdminRoutes, { config });
};
