import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { entityRecordStore } from '../../../common/admin-resource';
import { ColumnConnectEntity } from '../entities/column-connect.entity';
import { ColumnTagConnectEntity } from '../entities/column-tag-connect.entity';
import { type ColumnLinkQuery, type ColumnLinkRepository, searchColumnLinks } from './column-links';

/** Column links of listings (column_connects) as the back office reads and writes them. */
@Injectable()
export class AdminColumnConnectRepository implements ColumnLinkRepository<ColumnConnectEntity> {
  readonly records = entityRecordStore(ColumnConnectEntity);

  constructor(private readonly dataSource: DataSource) {}

  findById(id: number): Promise<ColumnConnectEntity | null> {
    return this.dataSource.getRepository(ColumnConnectEntity).findOne({ where: { id }, withDeleted: true });
  }

  search(query: ColumnLinkQuery & { item_id?: number }): Promise<[ColumnConnectEntity[], number]> {
    return searchColumnLinks(this.dataSource, ColumnConnectEntity, query, { property: 'itemId', id: query.item_id });
  }
}

/** Column links of tags (column_tag_connects) as the back office reads and writes them. */
@Injectable()
export class AdminColumnTagConnectRepository implements ColumnLinkRepository<ColumnTagConnectEntity> {
  readonly records = entityRecordStore(ColumnTagConnectEntity);

  constructor(private readonly dataSource: DataSource) {}

  findById(id: number): Promise<ColumnTagConnectEntity | null> {
    return this.dataSource.getRepository(ColumnTagConnectEntity).findOne({ where: { id }, withDeleted: true });
  }

  search(query: ColumnLinkQuery & { tag_id?: number }): Promise<[ColumnTagConnectEntity[], number]> {
    return searchColumnLinks(this.dataSource, ColumnTagConnectEntity, query, { property: 'tagId', id: query.tag_id });
  }
}
