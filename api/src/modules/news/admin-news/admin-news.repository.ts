import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { entityRecordStore, orderAndPage, whereKeyword, whereWithinJapanDays } from '../../../common/admin-resource';
import { NewsEntity } from '../entities/news.entity';
import { wherePublicationStatus } from '../publication-status';
import type { AdminNewsSearchQueryDto, AdminNewsSort } from './dto/admin-news.dto';

const SORT_COLUMNS: Record<AdminNewsSort, string> = {
  published_at: 'news.publishedAt',
  updated_at: 'news.updatedAt',
  id: 'news.id',
  title: 'news.title',
};

/** Staff notices (the news table) as the back office reads and writes them. */
@Injectable()
export class AdminNewsRepository {
  /** The statements of the toolkit's writes (createRecord, updateRecord, softDeleteRecords, restoreRecords). */
  readonly records = entityRecordStore(NewsEntity);

  constructor(private readonly dataSource: DataSource) {}

  /** One notice, deleted or not. */
  findById(id: number): Promise<NewsEntity | null> {
    return this.dataSource.getRepository(NewsEntity).findOne({ where: { id }, withDeleted: true });
  }

  search(query: AdminNewsSearchQueryDto, now = new Date()): Promise<[NewsEntity[], number]> {
    const qb = this.dataSource.getRepository(NewsEntity).createQueryBuilder('news').withDeleted();
    if (query.status) wherePublicationStatus(qb, 'news', query.status, now);
    else qb.andWhere('news.deletedAt IS NULL');
    whereKeyword(qb, ['news.title', 'news.body'], query.keyword);
    whereWithinJapanDays(qb, 'news.publishedAt', { from: query.published_from, to: query.published_to }, 'published');
    return orderAndPage(qb, query, SORT_COLUMNS, 'news.id').getManyAndCount();
  }
}
