// Short-lived per-app cache for catalogue reads fetched on every navigation (banners, shop, Plus
// catalogue, games). Catalogue rows only change through seeding/migrations; a few seconds of TTL keeps
// maintenance flags fresh while sparing the single PGlite thread.
export class TtlCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();
  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
