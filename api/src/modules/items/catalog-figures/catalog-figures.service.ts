import { Injectable } from '@nestjs/common';
import { DAY_MS } from '../../../common/time/japan-day';
import { NEW_ITEM_DAYS } from '../items.service';
import { CatalogSearch } from '../search-index/catalog-search';
import { rateAverage } from '../search-index/rate-average';
import { emptyFilters } from '../search/item-search.repository';
import type { CatalogFiguresDto } from './dto/catalog-figures.dto';

/**
 * The top page's live figures, from the catalog search index: the open and new counts are its stats (as the
 * search's total and new count), the rated count and average its rate counts. Asked by every top-page view;
 * the index is current on every write, so there is no memo and the figures never lag (the public response
 * cache may still replay a response for a few seconds).
 */
@Injectable()
export class CatalogFiguresService {
  constructor(private readonly catalog: CatalogSearch) {}

  async figures(now = new Date()): Promise<CatalogFiguresDto> {
    const newSince = new Date(now.getTime() - NEW_ITEM_DAYS * DAY_MS);
    const [stats, rates] = await Promise.all([this.catalog.stats(emptyFilters(), newSince), this.catalog.rateCounts(emptyFilters())]);
    const rated = rateAverage(rates);
    return {
      open_count: stats.reduce((sum, row) => sum + row.count, 0),
      new_count: stats.reduce((sum, row) => sum + row.newCount, 0),
      new_days: NEW_ITEM_DAYS,
      average_rate: rated.average === null ? null : Math.round(rated.average),
      rated_count: rated.count,
    };
  }
}
