import { Module } from '@nestjs/common';
import { TagsModule } from '../tags/tags.module';
import { ItemSearchController } from './item-search.controller';
import { ItemSearchRepository } from './item-search.repository';
import { ItemSearchService } from './item-search.service';
import { ItemsController } from './items.controller';
import { ItemsRepository } from './items.repository';
import { ItemsService } from './items.service';
import { PAGE_META_RESOLVER } from '../site/page-meta';
import { ItemDetailController } from './item-detail.controller';
import { ItemDetailRepository } from './item-detail.repository';
import { ItemDetailService } from './item-detail.service';
import { ItemPageMetaResolver } from './item-page-meta.resolver';
import { ItemViewCounter } from './item-view-counter';
import { ItemViewerMarks } from './item-viewer-marks';
import { MarketPriceController } from './market-price.controller';
import { MarketPriceRepository } from './market-price.repository';
import { MarketPriceService } from './market-price.service';
import { RankingsController } from './rankings.controller';
import { RankingsRepository } from './rankings.repository';
import { RankingsService } from './rankings.service';

@Module({
  imports: [TagsModule],
  controllers: [ItemsController, ItemSearchController, ItemDetailController, RankingsController, MarketPriceController],
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
    { provide: PAGE_META_RESOLVER, useClass: ItemPageMetaResolver },
  ],
  exports: [ItemsService, PAGE_META_RESOLVER],
})
export class ItemsModule {}
