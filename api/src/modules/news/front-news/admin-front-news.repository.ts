import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { entityRecordStore } from '../../../common/admin-resource';
import type { AdminNewsSearchQueryDto } from '../admin-news/dto/admin-news.dto';
import { type NewsTableRepository, searchNewsRecords } from '../admin-news/news-records';
import { FrontNewsEntity } from '../entities/front-news.entity';

/** Public announcements (front_news) as the back office reads and writes them; the public side is NewsRepository. */
@Injectable()
export class AdminFrontNewsRepository implements NewsTableRepository<FrontNewsEntity> {
  /** The statements of the toolkit's writes (createRecord, updateRecord, softDeleteRecords, restoreRecords). */
  readonly records = entityRecordStore(FrontNewsEntity);

  constructor(private readonly dataSource: DataSource) {}

  /** One announcement, deleted or not. */
  findById(id: number): Promise<FrontNewsEntity | null> {
    return this.dataSource.getRepository(FrontNewsEntity).findOne({ where: { id }, withDeleted: true });
  }

  search(query: AdminNewsSearchQueryDto, now = new Date()): Promise<[FrontNewsEntity[], number]> {
    return searchNewsRecords(this.dataSource, FrontNewsEntity, query, now);
  }
}
