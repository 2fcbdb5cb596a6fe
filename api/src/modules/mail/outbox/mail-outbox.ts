import { Inject, Injectable, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager, type EntitySubscriberInterface, type QueryRunner, type TransactionCommitEvent, type TransactionRollbackEvent } from 'typeorm';
import { MAIL_OUTBOX_OPTIONS, type MailOutboxOptions } from './mail-outbox.options';
import { MailOutboxRelay } from './mail-outbox.relay';
import { MailOutboxRepository } from './mail-outbox.repository';

export interface OutboxHealth {
  /**
   * 'stuck': a due row has waited longer than stuckAfterMs for the queue to take it. 'failing': sends fail
   * (rows wait for a retry) or dead letters wait for staff. 'unknown': the table could not be read.
   */
  status: 'ok' | 'failing' | 'stuck' | 'unknown';
  /** Mails not sent yet. */
  pending: number | null;
  /** Of those, mails whose last attempt failed. */
  retrying: number | null;
  /** Dead letters (attempts used up), kept for staff to re-send. */
  dead: number | null;
  oldestPendingSeconds: number | null;
}

/**
 * Writes mail jobs to the outbox table. Given the manager of an open transaction, the row is part of
 * that transaction (committed or rolled back with the record it is about) and the relay is started
 * when the transaction commits (a TypeORM transaction subscriber); otherwise at once. In a process that
 * does not run jobs (no relay: the API beside a worker) the row is all: the worker's relay polls for it.
 */
@Injectable()
export class MailOutbox implements EntitySubscriberInterface, OnModuleInit, OnModuleDestroy {
  /** Query runners of open transactions that wrote outbox rows. */
  private readonly awaitingCommit = new WeakSet<QueryRunner>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: MailOutboxRepository,
    @Optional() @Inject(MailOutboxRelay) private readonly relay: MailOutboxRelay | null,
    @Inject(MAIL_OUTBOX_OPTIONS) private readonly options: MailOutboxOptions,
  ) {}

  onModuleInit(): void {
    if (this.relay) this.dataSource.subscribers.push(this);
  }

  onModuleDestroy(): void {
    const at = this.dataSource.subscribers.indexOf(this);
    if (at >= 0) this.dataSource.subscribers.splice(at, 1);
  }

  /** Stores one job; returns its id (the outbox row id, which is also the queue's job id). */
  async add(jobName: string, payload: unknown, manager?: EntityManager): Promise<{ id: string }> {
    const id = randomUUID();
    await this.repository.insert(manager ?? this.dataSource.manager, { id, jobName, payload: JSON.stringify(payload ?? null), createdAt: new Date() });
    if (!this.relay) return { id };
    const runner = manager?.queryRunner;
    if (runner?.isTransactionActive) this.awaitingCommit.add(runner);
    else this.relay.kick();
    return { id };
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const runner = event.queryRunner;
    // A nested transaction (savepoint) committing is not the end: wait for the outermost commit.
    if (runner.isTransactionActive || !this.awaitingCommit.has(runner)) return;
    this.awaitingCommit.delete(runner);
    this.relay?.kick();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.awaitingCommit.delete(event.queryRunner);
  }

  async health(now = new Date()): Promise<OutboxHealth> {
    try {
      const { pending, retrying, dead, oldestCreatedAt, oldestDueAt } = await this.repository.backlog();
      const ageMs = oldestCreatedAt ? Math.max(0, now.getTime() - oldestCreatedAt.getTime()) : null;
      const stuck = oldestDueAt !== null && now.getTime() - oldestDueAt.getTime() > this.options.stuckAfterMs;
      return {
        status: stuck ? 'stuck' : retrying > 0 || dead > 0 ? 'failing' : 'ok',
        pending,
        retrying,
        dead,
        oldestPendingSeconds: ageMs === null ? null : Math.floor(ageMs / 1000),
      };
    } catch {
      return { status: 'unknown', pending: null, retrying: null, dead: null, oldestPendingSeconds: null };
    }
  }
}
