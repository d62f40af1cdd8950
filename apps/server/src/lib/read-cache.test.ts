import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ReadCache, serializeOncePerAnswer } from './read-cache';

function counter() {
  let calls = 0;
  return {
    load: (value: string) => async () => {
      calls++;
      return value;
    },
    get calls() {
      return calls;
    },
  };
}

describe('ReadCache', () => {
  it('answers from memory until the time runs out', async () => {
    let now = 0;
    const cache = new ReadCache<string>(1000, 10, () => now);
    const loads = counter();
    expect(await cache.get('day', loads.load('a'))).toBe('a');
    now = 999;
    expect(await cache.get('day', loads.load('b'))).toBe('a');
    now = 1000;
    expect(await cache.get('day', loads.load('c'))).toBe('c');
    expect(loads.calls).toBe(2);
  });

  it('reads again after clear()', async () => {
    const cache = new ReadCache<string>(60_000, 10);
    await cache.get('day', async () => 'before');
    cache.clear();
    expect(await cache.get('day', async () => 'after')).toBe('after');
  });

  it('does not keep a read that was running when the cache was cleared', async () => {
    const cache = new ReadCache<string>(60_000, 10);
    let finish: (value: string) => void = () => {};
    const slowRead = cache.get('day', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear(); // a write committed while the read was in flight
    finish('stale');
    expect(await slowRead).toBe('stale');
    expect(await cache.get('day', async () => 'fresh')).toBe('fresh');
  });

  it('shares one load among concurrent readers, but never across a clear()', async () => {
    const cache = new ReadCache<string>(60_000, 10);
    let loads = 0;
    let finish: (value: string) => void = () => {};
    const first = cache.get('day', () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const second = cache.get('day', async () => {
      loads++;
      return 'not loaded: shares the first';
    });
    cache.clear(); // a write committed: later readers must not get the older load
    const third = cache.get('day', async () => {
      loads++;
      return 'fresh';
    });
    finish('shared');
    expect([await first, await second, await third]).toEqual(['shared', 'shared', 'fresh']);
    expect(loads).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ReadCache<string>(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });
});

describe('serializeOncePerAnswer', () => {
  const serialize = serializeOncePerAnswer({
    schema: z.object({ date: z.string() }),
    method: 'GET',
    url: '/day',
  });

  it('still checks the answer against the schema', () => {
    expect(serialize({ date: '2030-01-01' })).toBe('{"date":"2030-01-01"}');
    expect(() => serialize({ date: 5 })).toThrow();
  });

  it('gives a cached answer the JSON it had, even if the object were changed afterwards', () => {
    const answer = { date: '2030-01-02' };
    expect(serialize(answer)).toBe('{"date":"2030-01-02"}');
    answer.date = 'changed';
    expect(serialize(answer)).toBe('{"date":"2030-01-02"}');
  });
});
