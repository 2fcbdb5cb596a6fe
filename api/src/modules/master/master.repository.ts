import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { likeContains } from '../../common/text/search-keyword';
import { AreaEntity } from './entities/area.entity';
import { BizCategoryEntity } from './entities/biz-category.entity';
import { ContractTypeEntity } from './entities/contract-type.entity';
import { PrefectureEntity } from './entities/prefecture.entity';
import { binaryLower } from '../../database/binary-lower';

@Injectable()
export class MasterRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** SPEC §3: prefecture_id indexes this list from 1, so the order is by id. */
  listPrefectures(): Promise<PrefectureEntity[]> {
    return this.dataSource.getRepository(PrefectureEntity).find({ order: { id: 'ASC' } });
  }

  findPrefecture(id: number): Promise<PrefectureEntity | null> {
    return this.dataSource.getRepository(PrefectureEntity).findOne({ where: { id } });
  }

  listContractTypes(): Promise<ContractTypeEntity[]> {
    return this.dataSource.getRepository(ContractTypeEntity).find({ order: { sortOrder: 'ASC', id: 'ASC' } });
  }

  /** Industries by sort order, then id. */
  listBizCategories(): Promise<BizCategoryEntity[]> {
    return this.dataSource.getRepository(BizCategoryEntity).find({ order: { sortOrder: 'ASC', id: 'ASC' } });
  }

  /** Listing locations by sort order, then id. */
  listAreas(): Promise<AreaEntity[]> {
    return this.dataSource.getRepository(AreaEntity).find({ order: { sortOrder: 'ASC', id: 'ASC' } });
  }

  /**
   * Ids of the areas whose name contains `word` (folded, lower-cased), ascending. LOWER(name) compared
   * byte-wise on MariaDB, as SQLite's LIKE does, so both engines match alike.
   */
  async areaIdsWithNameContaining(word: string): Promise<number[]> {
    const lowerName = binaryLower(this.dataSource, 'a.name');
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('a.id', 'id')
      .from('areas', 'a')
      .where(`${lowerName} LIKE :word ESCAPE '!'`, { word: likeContains(word) })
      .orderBy('a.id', 'ASC')
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }
}
