import { Module } from '@nestjs/common';
import { ItemsModule } from '../items/items.module';
import { NewsModule } from '../news/news.module';
import { NewsPageMetaResolver } from '../news/news-page-meta.resolver';
import { BuildInfoController } from './build-info.controller';
import { BuildInfoService } from './build-info.service';
import { MORE_PAGE_META_RESOLVERS } from './page-meta';
import { RemoteHintsService } from './remote-hints';
import { SiteController } from './site.controller';
import { SiteService } from './site.service';
import { ServerRendererService } from './ssr/server-renderer.service';

// ItemsModule provides PAGE_META_RESOLVER (listing/tag page titles, JSON-LD, sitemap URLs).
// NewsModule's resolver gives /front-news/detail/:id its title or 404 (MORE_PAGE_META_RESOLVERS).
// BuildInfoController comes before SiteController, whose catch-all page route must stay last.
@Module({
  imports: [ItemsModule, NewsModule],
  controllers: [BuildInfoController, SiteController],
  providers: [
    SiteService,
    RemoteHintsService,
    ServerRendererService,
    BuildInfoService,
    { provide: MORE_PAGE_META_RESOLVERS, inject: [NewsPageMetaResolver], useFactory: (news: NewsPageMetaResolver) => [news] },
  ],
})
export class SiteModule {}
