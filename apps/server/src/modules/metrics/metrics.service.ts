import {
  BOOKING_TYPES,
  DELIVERY_TYPES,
  NOTIFICATION_CHANNELS,
  ORDER_PAYMENT_METHODS,
  type BookingType,
  type DeliveryType,
  type OrderPaymentMethod,
} from '@padel/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, DatabaseHandle } from '../../db/client';
import { readBacklog, type BacklogRow } from './metrics.repo';

/**
 * What the server counts for Prometheus (see docs/operations.md#metrics). Events (requests,
 * bookings, orders) are counters of this process: each happens in exactly one process, so
 * `sum()` over the processes is the venue's total, and `rate()` survives restarts. State that
 * lives in the database (the message backlog) is read from it at scrape time, so every process
 * reports the same value: take `max()` of it, not `sum()`.
 */
export interface Metrics {
  /** The app's own registry (tests build many apps in one process); undefined when off. */
  readonly registry: Registry | undefined;
  requestDone(request: FastifyRequest, reply: FastifyReply): void;
  bookingMade(type: BookingType): void;
  orderPlaced(deliveryType: DeliveryType, paymentMethod: OrderPaymentMethod): void;
  /** A transfer receipt's picture was decoded and re-encoded (the upload's CPU cost). */
  receiptDecoded(): void;
}

/** Metrics off (no METRICS_TOKEN): nothing is counted or kept. */
export const NO_METRICS: Metrics = {
  registry: undefined,
  requestDone: () => {},
  bookingMade: () => {},
  orderPlaced: () => {},
  receiptDecoded: () => {},
};

/** "2xx", "4xx": the status class keeps the number of series small. */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export function createMetrics(options: {
  db: Database;
  dbKind: DatabaseHandle['kind'];
  log: FastifyBaseLogger;
}): Metrics {
  const { db, dbKind, log } = options;
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class; _count counts them',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const bookings = new Counter({
    name: 'padel_bookings_created_total',
    help: 'Bookings made by this process, by type',
    labelNames: ['type'] as const,
    registers,
  });
  const orders = new Counter({
    name: 'padel_orders_created_total',
    help: 'Café orders placed through this process, by delivery type and payment method',
    labelNames: ['delivery', 'payment'] as const,
    registers,
  });

  const receipts = new Counter({
    name: 'padel_receipts_decoded_total',
    help: 'Transfer receipts whose picture this process decoded and re-encoded',
    registers,
  });
  receipts.inc(0);

  // Every series from 0, so that rate() and increase() see the first booking or order too.
  for (const type of BOOKING_TYPES) bookings.inc({ type }, 0);
  for (const delivery of DELIVERY_TYPES) {
    for (const payment of ORDER_PAYMENT_METHODS) orders.inc({ delivery, payment }, 0);
  }

  // Gauges read at scrape time share one query: the first collect starts it, the others (run
  // side by side by registry.metrics()) wait for the same answer.
  let backlog: Promise<BacklogRow[] | undefined> | undefined;
  const currentBacklog = () =>
    (backlog ??= readBacklog(db)
      .catch((error: unknown) => {
        log.warn({ err: error }, 'metrics could not read the message backlog');
        return undefined;
      })
      .finally(() => setImmediate(() => (backlog = undefined))));
  new Gauge({
    name: 'padel_notifications',
    help: 'Messages in the outbox waiting to be sent (pending) or given up on (failed), by channel',
    labelNames: ['channel', 'status'] as const,
    registers,
    async collect() {
      this.reset();
      const rows = await currentBacklog();
      if (!rows) return;
      for (const channel of NOTIFICATION_CHANNELS) {
        for (const status of ['pending', 'failed']) {
          const row = rows.find((r) => r.channel === channel && r.status === status);
          this.set({ channel, status }, row?.count ?? 0);
        }
      }
    },
  });
  new Gauge({
    name: 'padel_notifications_retrying',
    help: 'Pending messages whose delivery has failed at least once, by channel',
    labelNames: ['channel'] as const,
    registers,
    async collect() {
      this.reset();
      const rows = await currentBacklog();
      if (!rows) return;
      for (const channel of NOTIFICATION_CHANNELS) {
        const row = rows.find((r) => r.channel === channel && r.status === 'pending');
        this.set({ channel }, row?.retrying ?? 0);
      }
    },
  });
  new Gauge({
    name: 'padel_notifications_oldest_pending_seconds',
    help: 'Age of the oldest message still waiting to be sent (0 when none waits)',
    registers,
    async collect() {
      this.reset();
      const rows = await currentBacklog();
      if (!rows) return;
      const ages = rows.filter((r) => r.status === 'pending').map((r) => r.oldestSeconds ?? 0);
      this.set(Math.max(0, ...ages));
    },
  });

  new Gauge({
    name: 'padel_database_info',
    help: 'The database this process uses: embedded (pglite, one connection) or postgres',
    labelNames: ['kind'] as const,
    registers,
  }).set({ kind: dbKind }, 1);
  // drizzle keeps the driver's client; on PostgreSQL that is the pg Pool (db/client.ts).
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const pool = client;
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    poolGauge('padel_db_pool_connections', 'Open PostgreSQL connections', () => pool.totalCount);
    poolGauge(
      'padel_db_pool_idle_connections',
      'Open PostgreSQL connections not in use',
      () => pool.idleCount,
    );
    poolGauge(
      'padel_db_pool_waiting_queries',
      'Queries waiting for a free PostgreSQL connection',
      () => pool.waitingCount,
    );
    poolGauge(
      'padel_db_pool_max_connections',
      'The most connections this process opens',
      () => pool.options.max,
    );
  }

  return {
    registry,
    requestDone(request, reply) {
      requests.observe(
        {
          method: request.method,
          // The route's pattern, never the raw URL: no booking tokens in labels, few series.
          route: request.routeOptions.url ?? 'unmatched',
          status: statusClass(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    },
    bookingMade: (type) => bookings.inc({ type }),
    orderPlaced: (delivery, payment) => orders.inc({ delivery, payment }),
    receiptDecoded: () => receipts.inc(),
  };
}
