import { Injectable } from '@nestjs/common';

export interface Clearable {
  clear(): void;
}

/**
 * Every in-memory copy of catalog data in this process (replayed responses, memoised totals, facets,
 * rankings): a writer that changes listings or tags calls `clear()` once and the next read is live.
 */
@Injectable()
export class CatalogCaches {
  private readonly caches = new Set<Clearable>();

  add<T extends Clearable>(cache: T): T {
    this.caches.add(cache);
    return cache;
  }

  clear(): void {
    for (const cache of this.caches) cache.clear();
  }
}
