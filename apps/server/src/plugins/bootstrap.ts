import fp from 'fastify-plugin';
import type { Config } from '../config';
import { seedCategories, seedDemoMenu } from '../modules/menu/demo-menu.seed';
import { ensureFirstAdmin, type FirstAdmin } from '../modules/users/first-admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin created at this start, if any (its generated password is printed once). */
    firstAdmin: FirstAdmin | undefined;
  }
}

/** Data every installation needs before it serves: categories, the first admin, demo menu. */
export const bootstrapPlugin = fp(
  async (app, options: { config: Config }) => {
    const { config } = options;
    await seedCategories(app.db);
    if (config.seedDemo && (await seedDemoMenu(app.db))) app.log.info('demo menu added');
    app.decorate(
      'firstAdmin',
      await ensureFirstAdmin(app.db, { email: config.adminEmail, password: config.adminPassword }),
    );
  },
  { name: 'bootstrap', dependencies: ['db'] },
);
