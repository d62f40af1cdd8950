import type { Capability } from '@padel/contracts';
import type { RouteOptions } from 'fastify';
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
import { holdBudgetAdminRoutes } from './modules/bookings/hold-budget-admin.routes';
import { transfersAdminRoutes } from './modules/transfers/transfers-admin.routes';
import { dayCloseAdminRoutes } from './modules/day-close/day-close-admin.routes';
import { contactBlocksAdminRoutes } from './modules/contacts/contact-blocks-admin.routes';
import { productsAdminRoutes } from './modules/menu/products-admin.routes';
import { notificationsAdminRoutes } from './modules/notifications/notifications-admin.routes';
import { counterOrdersAdminRoutes } from './modules/orders/counter-orders-admin.routes';
import { ordersAdminRoutes } from './modules/orders/orders-admin.routes';
import { closuresAdminRoutes } from './modules/closures/closures-admin.routes';
import { settingsAdminRoutes } from './modules/settings/settings-admin.routes';
import { queueAdminRoutes } from './modules/queue/queue-admin.routes';
import { refundsAdminRoutes } from './modules/payments/refunds-admin.routes';
import { cancelQuoteAdminRoutes } from './modules/refunds/cancel-quote-admin.routes';
import { refundsListAdminRoutes } from './modules/refunds/refunds-list-admin.routes';
import { revenueAdminRoutes } from './modules/revenue/revenue-admin.routes';
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
 * Every admin route states the capability it needs in its own options (`config.capability`,
 * docs/accounts.md#admin-calls), beside its schema: one place per call, read by the guard, the
 * OpenAPI document and the auth matrix test. A route that states none stops the server at
 * start-up, so it can never open by default. The route's own schema object is changed, as
 * @fastify/swagger keeps a reference to it.
 */
export function documentAccess(route: Pick<RouteOptions, 'config' | 'schema' | 'method' | 'url'>) {
  const needed = route.config?.capability;
  if (!needed) {
    throw new Error(
      `${String(route.method)} ${route.url} states no capability: give it config.capability`,
    );
  }
  route.schema ??= {};
  route.schema.security = ADMIN_SECURITY;
  route.schema['x-capability'] = needed;
}

/**
 * Every admin call (see docs/accounts.md#admin-calls) in one encapsulated context with the guard
 * hooked once: a route registered here answers 401 without a valid token and 403 unless the
 * caller's role has the capability the route states (ROLE_CAPABILITIES in the contracts), on
 * request, before its body is read. Calls open to everyone, or to customers and staff alike (create-booking's walk-ins,
 * feedback), are registered in app.ts and say there how they check.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  { config, now },
) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRoute', documentAccess);
  await app.register(changePasswordRoutes);
  await app.register(ordersAdminRoutes, { now });
  await app.register(counterOrdersAdminRoutes, { now });
  await app.register(queueAdminRoutes);
  await app.register(adminBookingRoutes, { config, now });
  await app.register(bulkCancelAdminRoutes, { config, now });
  await app.register(holdBudgetAdminRoutes, { config, now });
  await app.register(transfersAdminRoutes, { config, now });
  await app.register(contactBlocksAdminRoutes);
  await app.register(notificationsAdminRoutes);
  await app.register(attentionAdminRoutes, { config, now });
  await app.register(customersAdminRoutes, { config, now });
  await app.register(counterQuoteAdminRoutes, { config, now });
  await app.register(approvalsAdminRoutes, { config, now });
  await app.register(usersRoutes);
  await app.register(tablesRoutes);
  await app.register(settingsAdminRoutes, { config, now });
  await app.register(closuresAdminRoutes, { config, now });
  await app.register(revenueAdminRoutes, { config });
  await app.register(refundsAdminRoutes);
  await app.register(refundsListAdminRoutes, { now });
  await app.register(cancelQuoteAdminRoutes);
  await app.register(productsAdminRoutes);
  await app.register(sourcesAdminRoutes, { config });
  await app.register(auditAdminRoutes, { config });
  await app.register(dayCloseAdminRoutes, { config, now });
};
