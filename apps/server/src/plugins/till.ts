import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import { Till } from '../modules/ledger/till.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes every movement of money into the ledger (docs/till.md#ledger). */
    till: Till;
  }
}

/** The till's ledger (docs/till.md#ledger): one writer, in the venue's time zone and clock. */
export const tillPlugin = fp(
  async (app, { config, now }: { config: Config; now: Clock }) => {
    app.decorate('till', new Till(config.venueTimezone, now));
  },
  { name: 'till', dependencies: ['db'] },
);
