// A short cache of the member state every navigation reads (SPEC §7: reloadable state, personal
// zone, mobile personal state): each is 10–20 queries, asked for again on every page. An entry is
// used only while nothing could have changed it:
// - every state-changing request of a logged-in member (any method but GET/HEAD/OPTIONS) drops the
//   whole cache — every member's entries: a transfer changes the recipient too — when its handler
//   starts and again when its answer leaves, and an entry computed while a write ran is not kept (its
//   version is older). Only a request that passed every check (CSRF, shown member, schema, input
//   guard; registerMemberReadDrops runs last) and reached a route drops it: a guest's or a refused
//   request changes nothing cached (a guest's login or sign-up makes a new session or member, whose
//   entries do not exist yet), and a flood of those must not keep the cache empty (security review
//   S2). The answer's drop does not wait for a success status: a write committed before a late
//   failure (a status read that threw) must not leave a stale entry behind;
// - a scheduled job that changed something drops it (jobs/runner.ts onChange);
// - with REDIS_URL, every drop is announced to the other server processes of the same Redis prefix
//   (pub/sub), so another process's write drops this one's entries too;
// - time-based values (day/month limits, expiring mileage, weekly rounds) are bounded by the TTL.
// The session lookup of reads (plugins/context.ts) goes through it as well.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ANNOUNCE_WAIT_MS = 200;

export class MemberReadCache {
  private version = 0;
  private readonly entries = new Map<string, { version: number; at: number; value: unknown }>();
  /** Told of every drop made here (the announcement to the other processes). */
  onInvalidate: (() => Promise<void>) | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** Drops every entry here and announces it; resolves once announced (bounded wait). */
  invalidateAll(): Promise<void> {
    this.dropLocal();
    return this.onInvalidate?.() ?? Promise.resolve();
  }

  /** Drops this process's entries only (a drop announced by another process). */
  dropLocal(): void {
    this.version++;
    this.entries.clear();
    this.loading.clear();
  }

  /** Loads running now: concurrent readers of one key share a load (10 tabs, one query set). */
  private readonly loading = new Map<string, { version: number; promise: Promise<unknown> }>();

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === this.version && Date.now() - hit.at < this.ttlMs) return hit.value as T;
    const running = this.loading.get(key);
    if (this.ttlMs > 0 && running && running.version === this.version) return running.promise as Promise<T>;
    const version = this.version;
    const promise = load();
    if (this.ttlMs > 0) this.loading.set(key, { version, promise });
    try {
      const value = await promise;
      if (this.ttlMs > 0 && version === this.version) {
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        // the TTL counts from when the value is known (a slow load is not stored already expired)
        this.entries.set(key, { version, at: Date.now(), value });
      }
      return value;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-member state reads of every navigation (see plugins/member-reads.ts). */
    memberReads: MemberReadCache;
  }
}

/**
 * `memberReadsTtlMs` (MEMBER_READS_TTL_MS; 0 turns the cache off); `redisUrl`/`redisPrefix`: the
 * processes sharing one database announce their drops on `<prefix>member-reads`.
 */
export async function registerMemberReads(
  app: FastifyInstance,
  config: { memberReadsTtlMs: number; redisUrl?: string | null; redisPrefix?: string },
): Promise<void> {
  const cache = new MemberReadCache(config.memberReadsTtlMs);
  app.decorate('memberReads', cache);
  if (config.redisUrl && config.memberReadsTtlMs > 0) await announceDrops(app, cache, config.redisUrl, `${config.redisPrefix ?? ''}member-reads`);
}

/** Requests whose handler started with a drop: their answer drops again. */
const dropped = new WeakSet<FastifyRequest>();

/**
 * The drops of a member's writes (see the top of this file). Registered after every check of the
 * request (app.ts: after the context, CSRF, shown-member and input-guard hooks), so its preHandler
 * runs once they all passed, right before the route's own preHandlers and handler.
 */
export function registerMemberReadDrops(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    // no member (a guest, an ended session), a server form's refused token (its handler does
    // nothing), no route (404): nothing cached changes
    if (READ_METHODS.has(req.method) || !req.member || req.csrfFormRefused || req.is404 || req.routeOptions.config.noRoute === true) return;
    dropped.add(req);
    await app.memberReads.invalidateAll();
  });
  // before the answer leaves: the client's next request, to any process, finds the drop announced
  app.addHook('onSend', async (req, _reply, payload) => {
    if (dropped.delete(req)) await app.memberReads.invalidateAll();
    return payload;
  });
}

async function announceDrops(app: FastifyInstance, cache: MemberReadCache, redisUrl: string, channel: string): Promise<void> {
  const self = randomUUID();
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2_000 };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  // Redis down: this process keeps serving; other processes' writes are then bounded by the TTL
  for (const r of [publisher, subscriber]) r.on('error', (error) => app.log.warn({ err: error }, 'member-reads redis'));
  subscriber.on('message', (_channel, from: string) => {
    if (from !== self) cache.dropLocal();
  });
  await subscriber.subscribe(channel).catch((error: unknown) => app.log.warn({ err: error }, 'member-reads subscribe'));
  // Redis slow or down must not hold answers: at most ANNOUNCE_WAIT_MS, then the TTL bounds it
  cache.onInvalidate = () =>
    Promise.race([publisher.publish(channel, self).then(() => undefined, () => undefined), new Promise<void>((r) => setTimeout(r, ANNOUNCE_WAIT_MS).unref())]);
  app.addHook('onClose', async () => {
    cache.onInvalidate = null;
    subscriber.disconnect();
    await publisher.quit().catch(() => undefined);
  });
}
