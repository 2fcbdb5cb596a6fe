import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { SkillSheetEntity } from './entities/skill-sheet.entity';

/** All queries on skill_sheets (uploads and downloads come with the applying issue). */
@Injectable()
export class SkillSheetsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stored file names of every sheet of the member, deleted or not (withdrawal removes them all). */
  async storedNamesOf(memberId: number, manager?: EntityManager): Promise<string[]> {
    const rows = await (manager ?? this.dataSource.manager)
      .getRepository(SkillSheetEntity)
      .find({ where: { memberId }, select: { storedName: true }, withDeleted: true });
    return rows.map((r) => r.storedName);
  }

  async deleteAllOf(memberId: number, manager: EntityManager): Promise<void> {
    await manager.getRepository(SkillSheetEntity).delete({ memberId });
  }

  /** The member's sheets among `ids`, deleted ones included (an entry keeps naming the sheet it was sent with). */
  findOfMember(memberId: number, ids: number[]): Promise<Pick<SkillSheetEntity, 'id' | 'originalName' | 'deletedAt'>[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(SkillSheetEntity).find({
      where: { memberId, id: In(ids) },
      select: { id: true, originalName: true, deletedAt: true },
      withDeleted: true,
    });
  }
}
