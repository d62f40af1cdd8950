import fp from 'fastify-plugin';
import { createMetrics, NO_METRICS, type Metrics } from '../modules/metrics/metrics.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts requests, bookings and orders for Prometheus; does nothing when metrics are off. */
    metrics: Metrics;
  }
}

/**
 * Prometheus metrics (see docs/operations.md#metrics), kept only when METRICS_TOKEN opens the
 * route that serves them: without it nothing is counted, and no process-wide observers start.
 */
export const metricsPlugin = fp(
  async (app, options: { enabled: boolean }) => {
    const metrics = options.enabled
      ? createMetrics({ db: app.db, dbKind: app.dbKind, log: app.log })
      : NO_METRICS;
    app.decorate('metrics', metrics);
    if (!metrics.registry) return;
    app.addHook('onResponse', async (request, reply) => {
      metrics.requestDone(request, reply);
    });
    app.addHook('onClose', async () => {
      metrics.registry?.clear();
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
