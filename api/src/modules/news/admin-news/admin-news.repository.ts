import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { entityRecordStore } from '../../../common/admin-resource';
import { NewsEntity } from '../entities/news.entity';
import type { AdminNewsSearchQueryDto } from './dto/admin-news.dto';
import { searchNewsRecords } from './news-records';

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
    return searchNewsRecords(this.dataSource, NewsEntity, query, now);
  }
}
