// Rate limits with a store shared by every server process: Redis when REDIS_URL is set (keys under
// config.redisPrefix), process memory otherwise. @fastify/rate-limit counts requests per route
// (login and sign-up per IP); `app.counters` keeps the login failure counters (per IP, per IP +
// account, per account) and the addresses an account has logged in from.
// A request a route limit refuses (429) is one warn line `event: 'rate_limited'` with the route
// and the address.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

export interface CounterStore {
  /** Adds `by` (one) to `key` (window starts at the first hit) and returns the count in the window. */
  hit(key: string, windowMs: number, by?: number): Promise<number>;
  /** Count in the current window (0 when none). */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Remembers a flag for ttlMs. */
  mark(key: string, ttlMs: number): Promise<void>;
  marked(key: string): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { n: number; until: number }>();
  private live(key: string, now = Date.now()) {
    const e = this.entries.get(key);
    if (e && e.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }
  async hit(key: string, windowMs: number, by = 1) {
    const now = Date.now();
    const e = this.live(key, now);
    if (e) return (e.n += by);
    if (this.entries.size > 50_000) for (const [k, v] of this.entries) if (v.until <= now) this.entries.delete(k);
    this.entries.set(key, { n: by, until: now + windowMs });
    return by;
  }
  async count(key: string) {
    return this.live(key)?.n ?? 0;
  }
  async reset(key: string) {
    this.entries.delete(key);
  }
  async mark(key: string, ttlMs: number) {
    this.entries.set(key, { n: 1, until: Date.now() + ttlMs });
  }
  async marked(key: string) {
    return this.live(key) !== undefined;
  }
  async close() {}
}

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}
  async hit(key: string, windowMs: number, by = 1) {
    const k = this.prefix + key;
    const res = await this.redis.multi().set(k, '0', 'PX', windowMs, 'NX').incrby(k, by).exec();
    return Number(res?.[1]?.[1] ?? by);
  }
  async count(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }
  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
  async mark(key: string, ttlMs: number) {
    await this.redis.set(this.prefix + key, '1', 'PX', ttlMs);
  }
  async marked(key: string) {
    return (await this.redis.exists(this.prefix + key)) === 1;
  }
  async close() {}
}

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const { redisUrl, redisPrefix } = app.config;
  let redis: Redis | null = null;
  if (redisUrl) {
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2_000, lazyConnect: false });
    // a Redis outage must not crash the API: log and let the limiter skip
    redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
  }
  const counters: CounterStore = redis ? new RedisCounterStore(redis, `${redisPrefix}cnt:`) : new MemoryCounterStore();
  app.decorate('counters', counters);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${redisPrefix}rl:` } : {}),
    skipOnError: true,
    keyGenerator: (req) => req.ip,
    onExceeded: (req) => req.log.warn({ event: 'rate_limited', route: `${req.method} ${req.routeOptions.url}`, ip: req.ip }, 'rate limit exceeded'),
  });
  app.addHook('onClose', async () => {
    await app.counters.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
}
