import fp from 'fastify-plugin';
import { ReadCache } from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** A cache for a hot public read; every write this process answers clears it. */
    readCache<Value>(ttlMs: number, maxEntries: number): ReadCache<Value>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const readCachePlugin = fp(
  async (app) => {
    const caches = new Set<ReadCache<unknown>>();
    app.decorate('readCache', <Value>(ttlMs: number, maxEntries: number) => {
      const cache = new ReadCache<Value>(ttlMs, maxEntries);
      caches.add(cache as ReadCache<unknown>);
      return cache;
    });
    // Before the answer leaves (the handler's transaction has committed), so whoever made the
    // change, and anyone after them, reads it. Any write clears every cache: writes are rare.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!SAFE_METHODS.has(request.method)) for (const cache of caches) cache.clear();
      return payload;
    });
  },
  { name: 'read-cache' },
);
