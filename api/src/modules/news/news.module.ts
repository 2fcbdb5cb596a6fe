import { Module } from '@nestjs/common';
import { NewsPageMetaResolver } from './news-page-meta.resolver';
import { NewsController } from './news.controller';
import { NewsRepository } from './news.repository';
import { NewsService } from './news.service';

@Module({
  controllers: [NewsController],
  providers: [NewsRepository, NewsService, NewsPageMetaResolver],
  exports: [NewsService, NewsPageMetaResolver],
})
export class NewsModule {}
