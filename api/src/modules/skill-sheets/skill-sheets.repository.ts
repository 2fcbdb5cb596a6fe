import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { SkillSheetEntity } from './entities/skill-sheet.entity';

export type NewSkillSheet = Pick<
  SkillSheetEntity,
  'memberId' | 'originalName' | 'storedName' | 'mimeType' | 'size' | 'uploadedByStaffId' | 'uploadedByStaffName'
>;

/**
 * All queries on skill_sheets. A member's sheets are always read with their member id, never by id alone —
 * except by the stored file name, which staff download by (a random name no member ever sees).
 */
@Injectable()
export class SkillSheetsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(SkillSheetEntity);
  }

  /** The member's sheets (not deleted), newest first. */
  listOf(memberId: number): Promise<SkillSheetEntity[]> {
    return this.repo().find({ where: { memberId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** One sheet of the member (not deleted); null for an unknown id, a deleted sheet or another member's. */
  findOwn(memberId: number, id: number): Promise<SkillSheetEntity | null> {
    return this.repo().findOne({ where: { id, memberId } });
  }

  /** A sheet (not deleted) by its stored file name, whichever member's. */
  findByStoredName(storedName: string): Promise<SkillSheetEntity | null> {
    return this.repo().findOne({ where: { storedName } });
  }

  countOf(memberId: number, manager?: EntityManager): Promise<number> {
    return this.repo(manager).count({ where: { memberId } });
  }

  async insert(sheet: NewSkillSheet, manager: EntityManager): Promise<SkillSheetEntity> {
    const repo = this.repo(manager);
    const result = await repo.insert(sheet);
    const id = (result.identifiers[0] as { id: number }).id;
    return repo.findOneOrFail({ where: { id } });
  }

  /** Soft delete (deletedAt); true when a sheet of the member was deleted now. */
  async softDeleteOwn(memberId: number, id: number, manager?: EntityManager): Promise<boolean> {
    const result = await this.repo(manager).softDelete({ id, memberId });
    return (result.affected ?? 0) > 0;
  }

  /** Stored file names of every sheet of the member, deleted or not (withdrawal removes them all). */
  async storedNamesOf(memberId: number, manager?: EntityManager): Promise<string[]> {
    const rows = await this.repo(manager).find({ where: { memberId }, select: { storedName: true }, withDeleted: true });
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
