import { Injectable } from '@nestjs/common';
import { DataSource, type DeepPartial, type EntityManager, type EntityTarget, type FindOptionsSelect, type FindOptionsWhere } from 'typeorm';
import { isDuplicateKeyError, runTransaction } from '../../database/transaction';
import { CompanyContactEntity } from './entities/company-contact.entity';
import { ContactEntity } from './entities/contact.entity';
import { IntroduceRequestEntity } from './entities/introduce-request.entity';

/** Work done in the transaction that stores a new record (the mail jobs about it, in the outbox). */
export type WithinInsert = (manager: EntityManager, id: number) => Promise<void>;

/** All queries of the inquiry and request forms. */
@Injectable()
export class ContactsRepository {
  constructor(private readonly dataSource: DataSource) {}

  insertContactOnce(
    row: Omit<ContactEntity, 'id' | 'createdAt'> & { idempotencyKey: string },
    within?: WithinInsert,
  ): Promise<{ id: number; created: boolean }> {
    return this.insertOnce(ContactEntity, row, within);
  }

  insertCompanyContactOnce(
    row: Omit<CompanyContactEntity, 'id' | 'createdAt'> & { idempotencyKey: string },
    within?: WithinInsert,
  ): Promise<{ id: number; created: boolean }> {
    return this.insertOnce(CompanyContactEntity, row, within);
  }

  insertIntroduceRequestOnce(
    row: Omit<IntroduceRequestEntity, 'id' | 'createdAt'> & { idempotencyKey: string },
    within?: WithinInsert,
  ): Promise<{ id: number; created: boolean }> {
    return this.insertOnce(IntroduceRequestEntity, row, within);
  }

  findIntroduceRequest(id: number): Promise<IntroduceRequestEntity | null> {
    return this.dataSource.getRepository(IntroduceRequestEntity).findOne({ where: { id } });
  }

  /** The referral requests made through this member's link, newest first. */
  introduceRequestsBy(referrerMemberId: number): Promise<IntroduceRequestEntity[]> {
    return this.dataSource.getRepository(IntroduceRequestEntity).find({ where: { referrerMemberId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * Inserts unless a row with the same idempotency key exists; the unique index settles a race
   * between two concurrent posts (the loser reads the winner's row). `within` runs in the insert's
   * transaction (issue 9: the record and its outbox mail jobs are stored together or not at all).
   */
  private async insertOnce<T extends { id: number; idempotencyKey: string | null }>(
    entity: EntityTarget<T>,
    row: Omit<T, 'id' | 'createdAt'> & { idempotencyKey: string },
    within?: WithinInsert,
  ): Promise<{ id: number; created: boolean }> {
    const repo = this.dataSource.getRepository<T>(entity);
    const byKey = { where: { idempotencyKey: row.idempotencyKey } as FindOptionsWhere<T>, select: { id: true } as FindOptionsSelect<T> };
    const existing = await repo.findOne(byKey);
    if (existing) return { id: existing.id, created: false };
    try {
      const id = await runTransaction(this.dataSource, async (manager) => {
        const tx = manager.getRepository<T>(entity);
        const saved = await tx.save(tx.create(row as unknown as DeepPartial<T>));
        await within?.(manager, saved.id);
        return saved.id;
      });
      return { id, created: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const winner = await repo.findOneOrFail(byKey);
      return { id: winner.id, created: false };
    }
  }

  findContact(id: number): Promise<ContactEntity | null> {
    return this.dataSource.getRepository(ContactEntity).findOne({ where: { id } });
  }

  findCompanyContact(id: number): Promise<CompanyContactEntity | null> {
    return this.dataSource.getRepository(CompanyContactEntity).findOne({ where: { id } });
  }
}
