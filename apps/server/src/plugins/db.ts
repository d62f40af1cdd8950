import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
  }
}

/** Opens the database, applies migrations before the app serves, closes it on shutdown. */
export const dbPlugin = fp(
  async (app, options: { handle: DatabaseHandle }) => {
    const { handle } = options;
    await handle.migrate();
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'db' },
);

export { openDatabase };
