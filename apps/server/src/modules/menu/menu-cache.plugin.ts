import type { Product } from '@padel/contracts';
import fp from 'fastify-plugin';
import { PUBLIC_READ_TTL_MS } from '../../lib/read-cache';
import { listMenu } from './menu.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The menu as visitors see it, from memory for up to a second (lib/read-cache.ts). */
    readMenu(): Promise<Product[]>;
  }
}

/**
 * Every menu visit reads the products twice, for the page's preload links and for
 * GET /api/get-products: one cached read serves both, and every other visitor that second.
 */
export const menuCachePlugin = fp(
  async (app) => {
    const cache = app.readCache<Product[]>('menu', PUBLIC_READ_TTL_MS, 1);
    app.decorate('readMenu', () => cache.get('menu', () => listMenu(app.db)));
  },
  { name: 'menu-cache', dependencies: ['read-cache', 'db'] },
);
