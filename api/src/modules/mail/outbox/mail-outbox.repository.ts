import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { OutboxEntity } from '../entities/outbox.entity';

export interface OutboxBacklog {
  /** Undispatched rows. */
  pending: number;
  /** createdAt of the oldest undispatched row, null when there is none. */
  oldestCreatedAt: Date | null;
}

/**
 * Every query of the `outbox` table. Claiming works the same on MariaDB and SQLite: read candidate ids,
 * then one conditional UPDATE takes those still free (another process may have taken some meanwhile),
 * then read back what this pass's token holds. No lock is held while the queue is called.
 */
@Injectable()
export class MailOutboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts with the caller's manager, i.e. inside the caller's transaction when it has one. */
  async insert(manager: EntityManager, row: Pick<OutboxEntity, 'id' | 'jobName' | 'payload' | 'createdAt'>): Promise<void> {
    await manager.getRepository(OutboxEntity).insert(row);
  }

  async claim(token: string, now: Date, until: Date, limit: number): Promise<OutboxEntity[]> {
    const candidates = await this.repo()
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .where('o.dispatchedAt IS NULL')
      .andWhere('(o.claimedUntil IS NULL OR o.claimedUntil < :now)', { now })
      .orderBy('o.createdAt', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .limit(limit)
      .getRawMany<{ id: string }>();
    if (candidates.length === 0) return [];
    const ids = candidates.map((c) => c.id);
    await this.repo()
      .createQueryBuilder()
      .update(OutboxEntity)
      .set({ claimedBy: token, claimedUntil: until })
      .where('id IN (:...ids)', { ids })
      .andWhere('dispatched_at IS NULL')
      .andWhere('(claimed_until IS NULL OR claimed_until < :now)', { now })
      .execute();
    const rows = await this.repo().find({ where: { id: In(ids), claimedBy: token } });
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  /** The queue has the jobs: done (only rows this pass still holds). */
  async markDispatched(ids: string[], token: string, at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.repo()
      .createQueryBuilder()
      .update(OutboxEntity)
      .set({ dispatchedAt: at, lastAttemptAt: at, attempts: () => 'attempts + 1', lastError: null, claimedBy: null, claimedUntil: null })
      .where('id IN (:...ids)', { ids })
      .andWhere('claimed_by = :token', { token })
      .execute();
  }

  /** A failed hand-over: recorded on the row, which is free again at `retryAt` (null: at once). */
  async markFailed(id: string, token: string, error: string, at: Date, retryAt: Date | null): Promise<void> {
    await this.repo()
      .createQueryBuilder()
      .update(OutboxEntity)
      .set({ lastAttemptAt: at, attempts: () => 'attempts + 1', lastError: error.slice(0, 2000), claimedBy: null, claimedUntil: retryAt })
      .where('id = :id', { id })
      .andWhere('claimed_by = :token', { token })
      .execute();
  }

  /**
   * Gives back what a pass claimed but did not get to. By primary key: a scan by `claimed_by` would lock
   * every row and gap of the table on InnoDB and deadlock with the transactions inserting new rows.
   */
  async release(ids: string[], token: string): Promise<void> {
    if (ids.length === 0) return;
    await this.repo()
      .createQueryBuilder()
      .update(OutboxEntity)
      .set({ claimedBy: null, claimedUntil: null })
      .where('id IN (:...ids)', { ids })
      .andWhere('claimed_by = :token', { token })
      .execute();
  }

  async backlog(): Promise<OutboxBacklog> {
    const [pending, oldest] = await Promise.all([
      this.repo().count({ where: { dispatchedAt: IsNull() } }),
      this.repo().findOne({ where: { dispatchedAt: IsNull() }, order: { createdAt: 'ASC' }, select: { id: true, createdAt: true } }),
    ]);
    return { pending, oldestCreatedAt: oldest?.createdAt ?? null };
  }

  /** Deletes rows dispatched before `before`; returns how many. */
  async pruneDispatched(before: Date): Promise<number> {
    const result = await this.repo()
      .createQueryBuilder()
      .delete()
      .from(OutboxEntity)
      .where('dispatched_at IS NOT NULL')
      .andWhere('dispatched_at < :before', { before })
      .execute();
    return result.affected ?? 0;
  }

  private repo() {
    return this.dataSource.getRepository(OutboxEntity);
  }
}
