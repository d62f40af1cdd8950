import { afterAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../test/clock';
import { padelRequest } from '../test/factories';
import { requireBuiltServer, startServer, type ServerProcess } from '../test/server-process';
import { serverEnv as makeServerEnv } from '../test/server-env';
import { TEST_ADMIN, testDatabaseKind } from '../test/test-app';

/**
 * docs/quality.md#r1-no-double-booking and docs/quality.md#r3-nothing-acknowledged-is-lost against
 * the built server run as real processes (`npm test` builds it).
 */
requireBuiltServer();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const serverEnv = () => makeServerEnv(cleanups);

const booking = (date: string, hour: number, customerName: string) =>
  padelRequest(date, hour, { customerName });

const post = (url: string, body: unknown) =>
  fetch(`${url}/api/create-booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.runIf(testDatabaseKind === 'postgres')('two server processes on one PostgreSQL', () => {
  it('100 concurrent requests for one slot, spread over both, give exactly one 201', async () => {
    const env = await serverEnv();
    const servers: ServerProcess[] = [await startServer(env), await startServer(env)];
    cleanups.push(async () => {
      await Promise.all(servers.map((s) => s.stop()));
    });
    const request = booking(daysFromToday(30), 18, 'Race');
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(servers[i % 2]!.url, request).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
  });

  it('100 parallel wrong passwords for one e-mail, spread over both, check at most 10', async () => {
    const env = await serverEnv();
    const servers: ServerProcess[] = [await startServer(env), await startServer(env)];
    cleanups.push(async () => {
      await Promise.all(servers.map((s) => s.stop()));
    });
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        fetch(`${servers[i % 2]!.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: TEST_ADMIN.email, password: `guess-${i}` }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(90);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });

  it('with the default quotas, 100 parallel bookings for one phone, spread over both, make 5', async () => {
    const env = await serverEnv();
    delete env.BOOKINGS_PER_CONTACT_PER_DAY;
    delete env.BOOKINGS_PER_IP_PER_HOUR;
    const servers: ServerProcess[] = [await startServer(env), await startServer(env)];
    cleanups.push(async () => {
      await Promise.all(servers.map((s) => s.stop()));
    });
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(servers[i % 2]!.url, {
          ...booking(daysFromToday(1 + (i % 40)), Math.floor(i / 40) + 10, `Quota ${i}`),
          selectedCourt: i % 2 === 0 ? 'Court 1' : 'Court 2',
          email: `quota${i}@example.com`,
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
  });
});

describe(`nothing acknowledged is lost on ${testDatabaseKind}`, () => {
  it('after kill -9 during a stream of bookings, every booking that got a 201 is there', async () => {
    const env = await serverEnv();
    const first = await startServer(env);
    const acknowledged: string[] = [];
    let stopStream = false;
    const stream = (async () => {
      for (let i = 0; i < 500 && !stopStream; i++) {
        const body = booking(daysFromToday(1 + Math.floor(i / 24)), i % 24, `Stream ${i}`);
        try {
          const response = await post(first.url, body);
          if (response.status === 201) {
            acknowledged.push(((await response.json()) as { accessToken: string }).accessToken);
          }
        } catch {
          return; // the server is gone
        }
      }
    })();
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await first.stop('SIGKILL');
    stopStream = true;
    await stream;

    const second = await startServer(env);
    cleanups.push(() => second.stop());
    const missing: string[] = [];
    for (const token of acknowledged) {
      const response = await fetch(`${second.url}/api/my-booking/${token}`);
      if (response.status !== 200) missing.push(token);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(missing).toEqual([]);
  });
});
