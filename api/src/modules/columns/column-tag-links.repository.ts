import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ColumnTagConnectEntity } from './entities/column-tag-connect.entity';

/** Column links of tags (column_tag_connects) as a tag merge moves them. */
@Injectable()
export class ColumnTagLinksRepository {
  /**
   * Every link of tag `fromTagId`, soft-deleted ones too (a restore later finds it on the surviving tag), now
   * links `intoTagId`. A column linked to both stays linked twice: the related-column lists de-duplicate by URL.
   */
  async moveTagLinks(manager: EntityManager, fromTagId: number, intoTagId: number): Promise<void> {
    await manager.createQueryBuilder().update(ColumnTagConnectEntity).set({ tagId: intoTagId }).where('tag_id = :fromTagId', { fromTagId }).execute();
  }
}
