import { Injectable } from '@nestjs/common';
import { TtlCache } from '../../../common/http-cache/ttl-cache';
import { CatalogCaches } from '../../../common/http-cache/catalog-caches';
import { NEW_ITEM_DAYS } from '../items.service';
import type { CatalogFiguresDto } from './dto/catalog-figures.dto';
import { CatalogFiguresRepository } from './catalog-figures.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The top page's live figures. Asked by every top-page view, so memoised for 60 s like the other
 * aggregates (TtlCache; off with CATALOG_CACHE=false, cleared with the other catalog caches on writes).
 */
@Injectable()
export class CatalogFiguresService {
  readonly cache: TtlCache;

  constructor(
    private readonly repository: CatalogFiguresRepository,
    caches: CatalogCaches,
  ) {
    this.cache = caches.add(new TtlCache(60_000, 1));
  }

  figures(): Promise<CatalogFiguresDto> {
    return this.cache.get('figures', async () => {
      const now = new Date();
      const row = await this.repository.figures(new Date(now.getTime() - NEW_ITEM_DAYS * DAY_MS), now);
      return {
        open_count: row.open,
        new_count: row.new,
        new_days: NEW_ITEM_DAYS,
        average_rate: row.averageRate === null ? null : Math.round(row.averageRate),
        rated_count: row.rated,
      };
    });
  }
}
