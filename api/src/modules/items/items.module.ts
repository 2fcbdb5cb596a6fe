import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { MasterModule } from '../master/master.module';
import { TagsModule } from '../tags/tags.module';
import { CatalogFiguresController } from './catalog-figures/catalog-figures.controller';
import { CatalogFiguresService } from './catalog-figures/catalog-figures.service';
import { ItemSearchController } from './search/item-search.controller';
import { ItemSearchRepository } from './search/item-search.repository';
import { ItemSearchService } from './search/item-search.service';
import { ItemsController } from './items.controller';
import { ItemsRepository } from './items.repository';
import { ItemsService } from './items.service';
import { PAGE_META_RESOLVER } from '../site/page-meta';
import { ItemDetailController } from './detail/item-detail.controller';
import { ItemDetailRepository } from './detail/item-detail.repository';
import { ItemDetailService } from './detail/item-detail.service';
import { ItemPageMetaResolver } from './detail/item-page-meta.resolver';
import { ItemViewCounter } from './detail/item-view-counter';
import { ItemViewerMarks } from './detail/item-viewer-marks';
import { MarketPriceController } from './market-price/market-price.controller';
import { MarketPriceRepository } from './market-price/market-price.repository';
import { MarketPriceService } from './market-price/market-price.service';
import { RankingsController } from './rankings/rankings.controller';
import { RankingsRepository } from './rankings/rankings.repository';
import { RankingsService } from './rankings/rankings.service';
import { TagCountsController } from './tag-counts/tag-counts.controller';
import { TagCountsService } from './tag-counts/tag-counts.service';
import { CatalogIndexService } from './search-index/catalog-index.service';
import { CatalogSearch, IndexedCatalogSearch } from './search-index/catalog-search';
import { ListingWriter } from './listing-writer.service';
import { ListingRecordsRepository } from './listing-records.repository';
import { AdminItemController } from './admin/admin-item.controller';
import { AdminItemRepository } from './admin/admin-item.repository';
import { AdminItemService } from './admin/admin-item.service';
import { AdminAverageWorkingPeriodController } from './average-working-period/admin-average-working-period.controller';
import { AverageWorkingPeriodRepository } from './average-working-period/average-working-period.repository';
import { AverageWorkingPeriodService } from './average-working-period/average-working-period.service';
import { ItemTagLinks } from './tag-links/item-tag-links';
import { ItemTagLinksRepository } from './tag-links/item-tag-links.repository';
import { ItemViewStats } from './view-stats/item-view-stats';

@Module({
  imports: [TagsModule, MasterModule, AuditLogModule],
  controllers: [ItemsController, ItemSearchController, ItemDetailController, RankingsController, MarketPriceController, CatalogFiguresController, TagCountsController, AdminItemController, AdminAverageWorkingPeriodController],
  providers: [
    ItemsRepository,
    ItemsService,
    ItemSearchRepository,
    ItemSearchService,
    ItemDetailRepository,
    ItemDetailService,
    ItemViewCounter,
    ItemViewerMarks,
    RankingsRepository,
    RankingsService,
    MarketPriceRepository,
    MarketPriceService,
    CatalogFiguresService,
    TagCountsService,
    CatalogIndexService,
    { provide: CatalogSearch, useClass: IndexedCatalogSearch },
    ListingWriter,
    ListingRecordsRepository,
    AdminItemRepository,
    AdminItemService,
    AverageWorkingPeriodRepository,
    AverageWorkingPeriodService,
    // Listing counts per tag and a merged tag's listing links, for the tags module (TagLinks).
    ItemTagLinksRepository,
    ItemTagLinks,
    { provide: PAGE_META_RESOLVER, useClass: ItemPageMetaResolver },
    // The dashboard's listing views per day; the marks also count column views once per visitor and day.
    ItemViewStats,
  ],
  exports: [ItemsService, ItemSearchService, MarketPriceService, ListingWriter, PAGE_META_RESOLVER, ItemViewStats, ItemViewerMarks],
})
export class ItemsModule {}
