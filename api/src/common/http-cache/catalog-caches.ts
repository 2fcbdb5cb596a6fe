import { Inject, Injectable, Optional } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.module';

export interface Clearable {
  clear(): void;
  /** Keep nothing from now on (CATALOG_CACHE=false); a cache without it is left as it is. */
  disable?(): void;
}

/**
 * Every in-memory copy of catalog data in this process (replayed responses, memoised totals, facets,
 * rankings): a writer that changes listings or tags calls `clear()` once and the next read is live.
 */
@Injectable()
export class CatalogCaches {
  private readonly caches = new Set<Clearable>();
  /** CATALOG_CACHE: false turns every cache added here off (the response cache is built with 0 s then). */
  readonly enabled: boolean;

  constructor(@Optional() @Inject(APP_CONFIG) config?: Pick<AppConfig, 'catalogCache'>) {
    this.enabled = config?.catalogCache ?? true;
  }

  add<T extends Clearable>(cache: T): T {
    if (!this.enabled) cache.disable?.();
    this.caches.add(cache);
    return cache;
  }

  clear(): void {
    for (const cache of this.caches) cache.clear();
  }
}
