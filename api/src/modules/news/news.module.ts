import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { AdminNewsController } from './admin-news/admin-news.controller';
import { AdminNewsRepository } from './admin-news/admin-news.repository';
import { AdminNewsService } from './admin-news/admin-news.service';
import { AdminFrontNewsController } from './front-news/admin-front-news.controller';
import { AdminFrontNewsRepository } from './front-news/admin-front-news.repository';
import { AdminFrontNewsService } from './front-news/admin-front-news.service';
import { NewsPageMetaResolver } from './news-page-meta.resolver';
import { NewsController } from './news.controller';
import { NewsRepository } from './news.repository';
import { NewsService } from './news.service';

@Module({
  imports: [AuditLogModule],
  controllers: [NewsController, AdminNewsController, AdminFrontNewsController],
  providers: [NewsRepository, NewsService, NewsPageMetaResolver, AdminNewsRepository, AdminNewsService, AdminFrontNewsRepository, AdminFrontNewsService],
  exports: [NewsService, NewsPageMetaResolver, AdminNewsService],
})
export class NewsModule {}
