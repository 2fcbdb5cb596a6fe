import { Injectable, Logger } from '@nestjs/common';
import { MasterService } from '../../master/master.service';
import { TagsService } from '../../tags/tags.service';
import { ItemSearchRepository } from '../search/item-search.repository';
import { CatalogIndex, initCatalogBitmaps } from './catalog-index';
import { listingSearchText } from './keyword-rules';

/**
 * Builds the catalog search index (issue 14) from the database: the published listings (ItemSearchRepository),
 * the terms of their live tags (TagsService) and the names of their areas (MasterService) as part of their
 * searchable text (SPEC §5). Logs how long the build took and how much memory it added.
 *
 * Third step of issue 14: the index is built on demand (tests, the benchmark); wiring it into the search,
 * building it at start and keeping it current on writes are the next steps.
 */
@Injectable()
export class CatalogIndexService {
  private readonly logger = new Logger(CatalogIndexService.name);

  constructor(
    private readonly repository: ItemSearchRepository,
    private readonly tags: TagsService,
    private readonly master: MasterService,
  ) {}

  async build(): Promise<CatalogIndex> {
    const started = Date.now();
    const rssBefore = process.memoryUsage().rss;
    await initCatalogBitmaps();
    const rows = await this.repository.publishedListingRows();
    const tagIds = [...new Set(rows.flatMap((r) => r.tagIds))];
    const [tags, areas] = await Promise.all([this.tags.tagsByIds(tagIds), this.master.areas()]);
    const termOf = new Map(tags.map((t) => [t.id, t.term]));
    const areaName = new Map(areas.map((a) => [a.id, a.name]));
    const index = new CatalogIndex();
    const listings = rows.map((r) => {
      // A soft-deleted tag is neither searchable by its term nor a facet: only live tags go in.
      const liveTagIds = r.tagIds.filter((id) => termOf.has(id));
      return {
        id: r.id,
        text: listingSearchText({
          name: r.name,
          detail: r.detail,
          mustHaveRequirements: r.mustHaveRequirements,
          niceToHaveRequirements: r.niceToHaveRequirements,
          areaDetail: r.areaDetail,
          tagTerms: liveTagIds.map((id) => termOf.get(id)!),
          areaNames: r.areaIds.flatMap((id) => areaName.get(id) ?? []),
        }),
        tagIds: liveTagIds,
        areaIds: r.areaIds,
        remoteLevel: r.remoteLevel,
        contractTypeId: r.contractTypeId,
        weeklyDaysMin: r.weeklyDaysMin,
        rateMin: r.rateMin,
        rateMax: r.rateMax,
        publishedAt: r.publishedAt.getTime(),
      };
    });
    index.upsertMany(listings);
    // rss, not heap: the bitmaps live in WebAssembly memory.
    const rssMb = Math.round((process.memoryUsage().rss - rssBefore) / 1024 / 1024);
    this.logger.log(`catalog index: ${index.size} listings in ${Date.now() - started} ms (+${rssMb} MB resident)`);
    return index;
  }
}
