import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * Answers of hot public reads (a day's booked slots, which every open booking page polls), kept
 * for a moment so a busy evening costs one query per day shown instead of one per visitor, and
 * loaded once however many visitors ask for the same day at the same moment.
 *
 * `clear()` runs after each successful write this process answers that changes what the cache
 * holds (plugins/read-cache.ts), so its own changes show at once; a refused write clears
 * nothing. Writes made by another server process on the same PostgreSQL show within `ttlMs`: no
 * more stale than a page that polls every few seconds, and the database still refuses a slot
 * that is taken. A read that was running while a write cleared the cache is neither stored nor
 * shared with later readers, so it cannot bring back what the write changed.
 */
/** How long a hot public read may be served from memory. */
export const PUBLIC_READ_TTL_MS = 1000;

export class ReadCache<Value> {
  private readonly entries = new Map<string, { value: Value; expiresAt: number }>();
  /** Loads under way, which readers of the same key and generation share. */
  private readonly loading = new Map<string, { generation: number; value: Promise<Value> }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<Value>): Promise<Value> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return Promise.resolve(hit.value);
    const running = this.loading.get(key);
    if (running && running.generation === this.generation) return running.value;
    const generation = this.generation;
    const value = load().then((loaded) => {
      if (generation === this.generation) this.store(key, loaded);
      return loaded;
    });
    const entry = { generation, value };
    this.loading.set(key, entry);
    const done = () => {
      if (this.loading.get(key) === entry) this.loading.delete(key);
    };
    value.then(done, done);
    return value;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  private store(key: string, value: Value): void {
    this.entries.delete(key);
    // Oldest first: a Map keeps insertion order.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }
}

type RouteForSerializer = Parameters<typeof serializerCompiler>[0];

/**
 * The response serializer for routes that answer from a ReadCache: the cached object is checked
 * against the schema and turned into JSON once, not on every request that receives it.
 */
export function serializeOncePerAnswer<Schema>(
  route: Omit<RouteForSerializer, 'schema'> & { schema: Schema },
): (data: unknown) => string {
  const serialize = serializerCompiler(route as RouteForSerializer);
  const serialized = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let json = serialized.get(data);
    if (json === undefined) {
      json = serialize(data);
      serialized.set(data, json);
    }
    return json;
  };
}
