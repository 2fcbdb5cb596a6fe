import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLogService } from '../../audit-log/audit-log.service';
import type { NewsEntity } from '../entities/news.entity';
import { NewsNotFoundError } from '../news.errors';
import { AdminNewsRepository } from './admin-news.repository';
import { NewsTableEditor } from './news-records';

/** Staff notices in the back office (SPEC §7 `admin-news/*`): the only writer of the news table. */
@Injectable()
export class AdminNewsService extends NewsTableEditor<NewsEntity> {
  constructor(repository: AdminNewsRepository, dataSource: DataSource, audit: AuditLogService) {
    super(repository, { name: 'admin-news', dataSource, audit, notFound: () => new NewsNotFoundError() });
  }
}
