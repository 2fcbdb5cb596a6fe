import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { AdminNewsController } from './admin-news/admin-news.controller';
import { AdminNewsRepository } from './admin-news/admin-news.repository';
import { AdminNewsService } from './admin-news/admin-news.service';
import { NewsPageMetaResolver } from './news-page-meta.resolver';
import { NewsController } from './news.controller';
import { NewsRepository } from './news.repository';
import { NewsService } from './news.service';

@Module({
  imports: [AuditLogModule],
  controllers: [NewsController, AdminNewsController],
  providers: [NewsRepository, NewsService, NewsPageMetaResolver, AdminNewsRepository, AdminNewsService],
  exports: [NewsService, NewsPageMetaResolver],
})
export class NewsModule {}
