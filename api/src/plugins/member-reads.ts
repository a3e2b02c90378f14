// A short cache of the member state every navigation reads (SPEC §7: reloadable state, personal
// zone, mobile personal state): each is 10–20 queries, asked for again on every page. An entry is
// used only while nothing could have changed it:
// - every state-changing request (any method but GET/HEAD/OPTIONS, by anyone: a transfer changes
//   the recipient too) drops the whole cache when it starts and again when it ends, and an entry
//   computed while a write ran is not kept (its version is older);
// - a scheduled job that changed something drops it (jobs/runner.ts onChange);
// - time-based values (day/month limits, expiring mileage, weekly rounds) and writes by another
//   server process on the same PostgreSQL are bounded by the TTL.
import type { FastifyInstance } from 'fastify';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class MemberReadCache {
  private version = 0;
  private readonly entries = new Map<string, { version: number; at: number; value: unknown }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  invalidateAll(): void {
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

/** `ttlMs`: config.memberReadsTtlMs (MEMBER_READS_TTL_MS; 0 turns the cache off). */
export function registerMemberReads(app: FastifyInstance, ttlMs: number): void {
  const cache = new MemberReadCache(ttlMs);
  app.decorate('memberReads', cache);
  app.addHook('onRequest', async (req) => {
    if (!READ_METHODS.has(req.method)) cache.invalidateAll();
  });
  app.addHook('onResponse', async (req) => {
    if (!READ_METHODS.has(req.method)) cache.invalidateAll();
  });
}
