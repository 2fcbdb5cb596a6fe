import { Module } from '@nestjs/common';
import { ItemsModule } from '../items/items.module';
import { NewsModule } from '../news/news.module';
import { NewsPageMetaResolver } from '../news/news-page-meta.resolver';
import { MORE_PAGE_META_RESOLVERS } from './page-meta';
import { PageMetaController } from './page-meta.controller';

// ItemsModule provides PAGE_META_RESOLVER (listing/tag page titles, JSON-LD, sitemap URLs).
// NewsModule's resolver gives /front-news/detail/:id its title or 404 (MORE_PAGE_META_RESOLVERS).
// The pages themselves are the web server's (web/): it asks PageMetaController for what only the database knows.
@Module({
  imports: [ItemsModule, NewsModule],
  controllers: [PageMetaController],
  providers: [{ provide: MORE_PAGE_META_RESOLVERS, inject: [NewsPageMetaResolver], useFactory: (news: NewsPageMetaResolver) => [news] }],
})
export class SiteModule {}
