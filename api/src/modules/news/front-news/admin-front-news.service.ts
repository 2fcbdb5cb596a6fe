import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLogService } from '../../audit-log/audit-log.service';
import { NewsTableEditor } from '../admin-news/news-records';
import type { FrontNewsEntity } from '../entities/front-news.entity';
import { NewsNotFoundError } from '../news.errors';
import { AdminFrontNewsRepository } from './admin-front-news.repository';

/**
 * Public announcements in the back office (SPEC §7 `front-news/*`): the only writer of front_news. The public
 * pages (NewsRepository) show an announcement once its publish date has come (publication-status.ts), so a
 * scheduled one needs no job to appear.
 */
@Injectable()
export class AdminFrontNewsService extends NewsTableEditor<FrontNewsEntity> {
  constructor(repository: AdminFrontNewsRepository, dataSource: DataSource, audit: AuditLogService) {
    super(repository, { name: 'front-news', dataSource, audit, notFound: () => new NewsNotFoundError() });
  }
}
