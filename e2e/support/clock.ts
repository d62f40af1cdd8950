import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { clockStartingAt } from '../../apps/server/src/lib/clock';
import { TEST_CLOCK_START } from '../../apps/server/test/clock';

/**
 * The e2e server's clock (docs/quality.md#one-clock): it started at the test clock's venue time
 * when global-setup started the server, and runs on. The flows' dates and every browser's own
 * clock read it, so the screens, the server and the tests agree on today.
 */
export const e2eNow = (): Date => clockStartingAt(TEST_CLOCK_START, inject('clockAnchorMs'))();

/** Sets a fresh browser context's clock to the server's, running on from there. */
export async function useServerClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: e2eNow() });
}
