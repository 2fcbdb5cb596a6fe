/**
 * In-process memo for heavy aggregate queries (rankings, market price): a result is reused for `ttlMs`
 * (60 s), so figures may lag writes by up to a minute; concurrent misses share one query.
 * Per process: with several API instances each keeps its own copy (still correct within the window).
 */
export class TtlCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();
  private off = false;

  constructor(private readonly ttlMs = 60_000, private readonly maxEntries = 500) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.off) return this.shared(key, load);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** CATALOG_CACHE=false: every get() loads (see CatalogCaches); only calls in flight together share one. */
  disable(): void {
    this.off = true;
    this.entries.clear();
  }

  /** Concurrent calls for one key share the load; nothing is kept once it settles. */
  private shared<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.entries.get(key);
    if (pending) return pending.value as Promise<T>;
    const value = load();
    this.entries.set(key, { at: Date.now(), value });
    const forget = () => this.entries.delete(key);
    value.then(forget, forget);
    return value;
  }
}
