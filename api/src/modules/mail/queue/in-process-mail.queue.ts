import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { MailJobRunner } from '../mail-job.runner';
import type { MailQueueCounts, MailQueueDriver } from '../mail.types';

/**
 * The queue without Redis: each job is one send attempt run in this process. Retries, dead letters and
 * hand-overs after a restart are the outbox row's business (MailJobRunner, MailOutboxRelay), as with
 * BullMQ: a job still running when the process stops leaves its row unsent, and the relay hands it over
 * again after mailRedispatchAfterMs.
 */
@Injectable()
export class InProcessMailQueue implements MailQueueDriver, OnModuleDestroy {
  readonly kind = 'in-process' as const;
  private readonly logger = new Logger(InProcessMailQueue.name);
  /** Ids of jobs waiting or running: a second add of one of them is a no-op, as in BullMQ. */
  private readonly held = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly runner: MailJobRunner) {}

  async add(name: string, payload: unknown, jobId: string): Promise<void> {
    // Refused after shutdown began: the outbox row then stays undispatched for the next start.
    if (this.closed) throw new Error('the in-process mail queue is closed');
    if (this.held.has(jobId)) return;
    this.held.add(jobId);
    const run = this.attempt(jobId, name, payload).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  async health(): Promise<'not configured'> {
    return 'not configured';
  }

  async counts(): Promise<MailQueueCounts> {
    return { waiting: 0, active: this.running.size, delayed: null, failed: null };
  }

  private async attempt(id: string, name: string, payload: unknown): Promise<void> {
    // Off the relay's call stack: add() resolves once the job is held, as BullMQ's does once Redis has it.
    await new Promise((resolve) => setImmediate(resolve));
    let failure: unknown = null;
    try {
      await this.runner.run(id, name, payload);
    } catch (error) {
      failure = error;
    }
    // Let go of the job first, so the relay can hand the row over again once its retry time comes.
    this.held.delete(id);
    if (failure !== null) await this.runner.failed(id, name, failure);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.running.size) this.logger.log(`waiting for ${this.running.size} mail job(s) to finish`);
    await Promise.allSettled([...this.running]);
  }
}
