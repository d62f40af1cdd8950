import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { adminRoutes } from './admin-routes';
import { answerAsCaller } from './lib/caller-network';
import type { Config } from './config';
import { backgroundJobs } from './jobs';
import { clockStartingAt, systemClock, setTimestampClock } from './lib/clock';
import { openDatabase, type DatabaseHandle } from './db/client';
import { errorSummary, publicPath, REDACTED_LOG_PATHS } from './lib/log-privacy';
import { PrivateRequestLog } from './lib/request-log';
import { refuseUnsafeText } from './lib/unsafe-text';
import { authRoutes } from './modules/auth/auth.routes';
import { bookingRoutes } from './modules/bookings/bookings.routes';
import { transferRoutes } from './modules/transfers/transfers.routes';
import { quoteRoutes } from './modules/bookings/quote.routes';
import { findMyBookingRoutes } from './modules/bookings/find-my-booking.routes';
import { LoginTokens } from './modules/auth/tokens.service';
import { docsRoutes } from './modules/docs/docs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { menuCachePlugin } from './modules/menu/menu-cache.plugin';
import { menuRoutes } from './modules/menu/menu.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { sourcesRoutes } from './modules/sources/sources.routes';
import { queueRoutes } from './modules/queue/queue.routes';
import { authPlugin } from './plugins/auth';
import { notificationsPlugin } from './plugins/notifications';
import { paymentsPlugin } from './plugins/payments';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { readCachePlugin } from './plugins/read-cache';
import { bootstrapPlugin } from './plugins/bootstrap';
import { compressionPlugin } from './plugins/compression';
import { cookiesPlugin } from './plugins/cookies';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { hostsPlugin } from './plugins/hosts';
import { metricsPlugin } from './plugins/metrics';
import { securityPlugin } from './plugins/security';
import { tillPlugin } from './plugins/till';
import { venueSettingsPlugin } from './plugins/venue-settings';
import { webPlugin } from './plugins/web';
import { settingsRoutes } from './modules/settings/settings.routes';

export interface BuildOptions {
  /** An already opened database; by default the one the config names is opened. */
  database?: DatabaseHandle;
  /**
   * The clock for "today", "the current hour" and rows' time stamps (lib/clock.ts); tests set
   * it. Without it, `config.clockStart` (VENUE_CLOCK) or the real clock.
   */
  now?: () => Date;
  /** Where log lines go instead of standard output; tests read them. */
  logStream?: { write(line: string): void };
  /** Told of every query the app sends (its text only); tests count them. */
  onQuery?: (query: string) => void;
  /**
   * False: this app delivers no messages (a test that counts the queries it sends); or how often
   * the worker runs its timed jobs (a test of reminders does not wait 30 s).
   */
  messageWorker?: false | { jobEveryMs: number };
}

/** Builds the whole app without listening: server.ts listens, tests inject. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req) => ({ method: req.method, path: publicPath(req.url), host: req.host }),
        err: errorSummary,
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new PrivateRequestLog(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(compressionPlugin);
  const now = options.now ?? (config.clockStart ? clockStartingAt(config.clockStart) : systemClock);
  setTimestampClock(now);
  await app.register(readCachePlugin, { now });
  await app.register(hostsPlugin, { config });
  const database =
    options.database ??
    (await openDatabase(config.database, {
      onIdleError: (error) =>
        app.log.warn({ err: error }, 'an idle database connection was closed'),
      onQuery: options.onQuery,
    }));
  await app.register(dbPlugin, { handle: database });
  await app.register(metricsPlugin, { enabled: config.metricsToken !== undefined });
  await app.register(cookiesPlugin, { secret: config.jwtSecret });
  await app.register(authPlugin, { tokens: new LoginTokens(config.jwtSecret, now) });
  await app.register(bootstrapPlugin, { config });
  await app.register(notificationsPlugin, { config, now });
  await app.register(tillPlugin, { config, now });
  await app.register(paymentsPlugin, { config });
  await app.register(venueSettingsPlugin, { config });
  // Every job on a clock, started once the app is ready (jobs.ts); before the routes, whose
  // answers wake the message worker.
  backgroundJobs(app, { config, now, worker: options.messageWorker });
  await app.register(menuCachePlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.venueName} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The scraper's METRICS_TOKEN, not a login token (see docs/operations.md#metrics).
          metricsToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      api.addHook('preValidation', refuseUnsafeText);
      // API answers are live data, and admin answers hold customers' details: no cache keeps
      // them unless a route says otherwise (product images do).
      api.addHook('onRequest', (_request, reply, done) => {
        void reply.header('cache-control', 'no-store');
        done();
      });
      // Calls open to the public (some also to admins, and they say how they check): the
      // customers' own, whose messages count against the caller's network (ADR 070)...
      await api.register(async (customers) => {
        customers.addHook('preHandler', answerAsCaller);
        await customers.register(authRoutes, { config, now });
        await customers.register(ordersRoutes, { config });
        await customers.register(bookingRoutes, { config, now });
        await customers.register(transferRoutes, { config, now });
        await customers.register(quoteRoutes, { config, now });
        await customers.register(findMyBookingRoutes, { config, now });
        await customers.register(queueRoutes);
        await customers.register(sourcesRoutes);
      });
      // ...and the rest, the providers' webhooks among them.
      await api.register(healthRoutes);
      await api.register(menuRoutes);
      await api.register(paymentsRoutes);
      await api.register(settingsRoutes, { config, now });
      await api.register(docsRoutes);
      // ...one for the metrics scraper, with a token of its own...
      await api.register(metricsRoutes, { token: config.metricsToken });
      // ...and every admin call, behind the admin guard.
      await api.register(adminRoutes, { config, now });
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { config });
  return app;
}
