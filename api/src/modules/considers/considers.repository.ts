import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isDuplicateKeyError } from '../../database/transaction';
import { ConsiderItemEntity } from './entities/consider-item.entity';

/** All queries of consider_items: a member's shortlist (SPEC §3 consideration item). */
@Injectable()
export class ConsidersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get rows() {
    return this.dataSource.getRepository(ConsiderItemEntity);
  }

  /** The member's listing ids, in the order they were added (as the cookie keeps them). */
  async idsOf(memberId: number): Promise<number[]> {
    const rows = await this.rows.find({ where: { memberId }, select: { itemId: true, id: true }, order: { id: 'ASC' } });
    return rows.map((r) => r.itemId);
  }

  /** Adds the listing unless the member has it already (the unique index settles two at once). */
  async add(memberId: number, itemId: number): Promise<void> {
    try {
      await this.rows.insert({ memberId, itemId });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  async remove(memberId: number, itemId: number): Promise<void> {
    await this.rows.delete({ memberId, itemId });
  }

  async has(memberId: number, itemId: number): Promise<boolean> {
    return (await this.rows.count({ where: { memberId, itemId } })) > 0;
  }

  count(memberId: number): Promise<number> {
    return this.rows.count({ where: { memberId } });
  }

  /** Withdrawal: the member's whole list, in the caller's transaction. */
  async removeAllOf(memberId: number, manager: EntityManager): Promise<void> {
    await manager.getRepository(ConsiderItemEntity).delete({ memberId });
  }
}
