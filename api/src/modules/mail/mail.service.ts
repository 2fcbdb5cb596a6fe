import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MAIL_QUEUE_DRIVER, type MailJobName, type MailJobs, type MailQueueCounts, type MailQueueDriver } from './mail.types';
import { MailOutbox, type OutboxHealth } from './outbox/mail-outbox';

/**
 * The only way code sends mail: enqueue a named job carrying ids; the processor does the rest.
 * Jobs go through the transactional outbox (issue 9): pass the EntityManager of the transaction that
 * writes the record the mail is about, and the job is stored in that same transaction — both or
 * neither — and handed to the queue after the commit. Never waits for Redis.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly outbox: MailOutbox,
    @Inject(MAIL_QUEUE_DRIVER) private readonly driver: MailQueueDriver,
  ) {}

  /** Returns the job id (= outbox row id; with BullMQ also the job's id once relayed). */
  enqueue<N extends MailJobName>(jobName: N, payload: MailJobs[N], manager?: EntityManager): Promise<{ id: string }> {
    return this.outbox.add(jobName, payload, manager);
  }

  /** For the health check: Redis reachability, or 'not configured' for the in-process queue. */
  queueHealth(): Promise<'up' | 'down' | 'not configured'> {
    return this.driver.health();
  }

  /** For the health check: which queue, and its jobs by state. */
  async queueStatus(): Promise<{ driver: MailQueueDriver['kind'] } & MailQueueCounts> {
    return { driver: this.driver.kind, ...(await this.driver.counts()) };
  }

  /** For the health check: undispatched outbox rows and whether they are stuck. */
  outboxHealth(): Promise<OutboxHealth> {
    return this.outbox.health();
  }
}
