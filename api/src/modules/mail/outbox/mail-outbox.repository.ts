import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, LessThan, MoreThan, Not, type EntityManager } from 'typeorm';
import { OutboxEntity } from '../entities/outbox.entity';

export interface OutboxBacklog {
  /** Rows not sent yet (waiting for the relay, in the queue, or waiting for a retry). */
  pending: number;
  /** Pending rows whose last send attempt failed. */
  retrying: number;
  /** Dead letters: attempts exhausted, kept for staff to re-send. */
  dead: number;
  /** createdAt of the oldest pending row, null when there is none. */
  oldestCreatedAt: Date | null;
  /**
   * Since when the longest-waiting row that is due (created, or its retry time passed) has waited for the
   * relay to hand it to the queue; null when every pending row is in the queue or not due.
   */
  oldestDueAt: Date | null;
}

/** A dead letter as staff see it: never the payload (it may carry a link with a one-time token). */
export type DeadLetter = Pick<OutboxEntity, 'id' | 'jobName' | 'createdAt' | 'sendAttempts' | 'lastError' | 'finishedAt'>;

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

  /**
   * Claims pending rows that are due: never handed over, or handed over before `staleBefore` and still not
   * sent (the queue may have lost the job; handing it over again is harmless, the job id being the row id),
   * and not waiting for a retry time.
   */
  async claim(token: string, now: Date, until: Date, limit: number, staleBefore: Date): Promise<OutboxEntity[]> {
    const candidates = await this.repo()
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .where("o.status = 'pending'")
      .andWhere('(o.dispatchedAt IS NULL OR o.dispatchedAt < :staleBefore)', { staleBefore })
      .andWhere('(o.nextAttemptAt IS NULL OR o.nextAttemptAt <= :now)', { now })
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
      .andWhere("status = 'pending'")
      .andWhere('(dispatched_at IS NULL OR dispatched_at < :staleBefore)', { staleBefore })
      .andWhere('(next_attempt_at IS NULL OR next_attempt_at <= :now)', { now })
      .andWhere('(claimed_until IS NULL OR claimed_until < :now)', { now })
      .execute();
    const rows = await this.repo().find({ where: { id: In(ids), claimedBy: token } });
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  /** The queue has the jobs (only rows this pass still holds); the rows stay pending until the job reports back. */
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

  /** The job ran and the mail went out (or its record was gone): final. Only a pending row changes. */
  async markFinished(id: string, status: 'sent' | 'skipped', at: Date): Promise<void> {
    await this.repo()
      .createQueryBuilder()
      .update(OutboxEntity)
      .set({ status, finishedAt: at, sendAttempts: () => 'send_attempts + 1', lastError: null, nextAttemptAt: null })
      .where('id = :id', { id })
      .andWhere("status = 'pending'")
      .execute();
  }

  /**
   * A send attempt failed. With `retryAt` the row waits for the relay again from then (no longer dispatched);
   * without, it is a dead letter. Conditional on the attempts read by the caller, so two reports of one
   * attempt count once. Returns whether the row changed.
   *
   * Also ends a relay's claim on the row: a job can fail (a refused connection takes milliseconds) while the
   * round that handed it over is still handing over the rest of its batch, and that round's markDispatched
   * must then miss the row, or the row would wait for MAIL_REDISPATCH_AFTER_MS instead of its retry time.
   */
  async markSendFailed(id: string, attemptsBefore: number, error: string, at: Date, retryAt: Date | null): Promise<boolean> {
    const result = await this.repo()
      .createQueryBuilder()
      .update(OutboxEntity)
      .set({
        sendAttempts: attemptsBefore + 1,
        lastError: error.slice(0, 2000),
        lastAttemptAt: at,
        dispatchedAt: null,
        nextAttemptAt: retryAt,
        claimedBy: null,
        claimedUntil: null,
        ...(retryAt ? {} : { status: 'dead' as const, finishedAt: at }),
      })
      .where('id = :id', { id })
      .andWhere("status = 'pending'")
      .andWhere('send_attempts = :attemptsBefore', { attemptsBefore })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  findPending(id: string): Promise<OutboxEntity | null> {
    return this.repo().findOneBy({ id, status: 'pending' });
  }

  /** Dead letters by the time they died (newest first by default). */
  async deadLetters(offset: number, limit: number, order: 'asc' | 'desc' = 'desc'): Promise<{ rows: DeadLetter[]; total: number }> {
    const [rows, total] = await this.repo().findAndCount({
      where: { status: 'dead' },
      order: { finishedAt: order === 'asc' ? 'ASC' : 'DESC', id: 'ASC' },
      select: { id: true, jobName: true, createdAt: true, sendAttempts: true, lastError: true, finishedAt: true },
      skip: offset,
      take: limit,
    });
    return { rows, total };
  }

  /** A dead letter gets a fresh set of attempts and waits for the relay. Returns false when it is not one (any more). */
  async revive(id: string): Promise<boolean> {
    const result = await this.repo()
      .createQueryBuilder()
      .update(OutboxEntity)
      .set({ status: 'pending', sendAttempts: 0, nextAttemptAt: null, dispatchedAt: null, finishedAt: null, claimedBy: null, claimedUntil: null })
      .where('id = :id', { id })
      .andWhere("status = 'dead'")
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async backlog(): Promise<OutboxBacklog> {
    const pendingRow = { status: 'pending' as const };
    const [pending, retrying, dead, oldest, oldestNew, oldestRetry] = await Promise.all([
      this.repo().count({ where: pendingRow }),
      this.repo().count({ where: { ...pendingRow, sendAttempts: MoreThan(0) } }),
      this.repo().count({ where: { status: 'dead' } }),
      this.repo().findOne({ where: pendingRow, order: { createdAt: 'ASC' }, select: { id: true, createdAt: true } }),
      this.repo().findOne({ where: { ...pendingRow, dispatchedAt: IsNull(), nextAttemptAt: IsNull() }, order: { createdAt: 'ASC' }, select: { id: true, createdAt: true } }),
      this.repo().findOne({
        where: { ...pendingRow, dispatchedAt: IsNull(), nextAttemptAt: Not(IsNull()) },
        order: { nextAttemptAt: 'ASC' },
        select: { id: true, nextAttemptAt: true },
      }),
    ]);
    const due = [oldestNew?.createdAt, oldestRetry?.nextAttemptAt].filter((d): d is Date => d instanceof Date && d.getTime() <= Date.now());
    return {
      pending,
      retrying,
      dead,
      oldestCreatedAt: oldest?.createdAt ?? null,
      oldestDueAt: due.length ? new Date(Math.min(...due.map((d) => d.getTime()))) : null,
    };
  }

  /** Deletes sent and skipped rows finished before `before` (dead letters stay); returns how many. */
  async pruneFinished(before: Date): Promise<number> {
    const result = await this.repo().delete({ status: In(['sent', 'skipped']), finishedAt: LessThan(before) });
    return result.affected ?? 0;
  }

  private repo() {
    return this.dataSource.getRepository(OutboxEntity);
  }
}
