import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ReadCache } from '../lib/read-cache';

/**
 * What a read cache holds: the day's bookings and availability, the menu, or the venue's
 * settings.
 */
export type ReadCacheName = 'bookings' | 'menu' | 'settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** A cache for a hot public read, cleared by the writes that change `name`. */
    readCache<Value>(name: ReadCacheName, ttlMs: number, maxEntries: number): ReadCache<Value>;
  }
  interface FastifyContextConfig {
    /** The read caches a successful answer of this route has changed (lib/read-cache.ts). */
    changes?: readonly ReadCacheName[];
  }
}

/**
 * A route says which caches its writes change (`config: { changes: ['bookings'] }`); only its
 * successful answers (status below 400) clear them, so a flood of refused requests leaves the
 * caches alone.
 */
export const readCachePlugin = fp(
  async (app, options: { now: () => Date }) => {
    const caches = new Map<ReadCacheName, ReadCache<unknown>[]>();
    // The app's one clock: a test that stops time also keeps cached answers from running out.
    const clock = () => options.now().getTime();
    app.decorate('readCache', <Value>(name: ReadCacheName, ttlMs: number, maxEntries: number) => {
      const cache = new ReadCache<Value>(ttlMs, maxEntries, clock);
      caches.set(name, [...(caches.get(name) ?? []), cache as ReadCache<unknown>]);
      return cache;
    });
    // Only routes that change a cache get the hook, so reads pay nothing. It runs before the
    // answer leaves (the handler's transaction has committed): whoever made the change, and
    // anyone after them, reads it.
    app.addHook('onRoute', (route) => {
      const changed = route.config?.changes;
      if (!changed) return;
      const clear: onSendHookHandler = async (_request, reply, payload) => {
        if (reply.statusCode < 400) {
          for (const name of changed) for (const cache of caches.get(name) ?? []) cache.clear();
        }
        return payload;
      };
      route.onSend = [...[route.onSend ?? []].flat(), clear];
    });
  },
  { name: 'read-cache' },
);
