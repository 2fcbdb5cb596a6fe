import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { FailedMailJobEntity } from '../entities/failed-mail-job.entity';
import { MailJobRunner } from '../mail-job.runner';
import type { MailQueueCounts, MailQueueDriver } from '../mail.types';

/** Job ids remembered to ignore a second add of the same outbox row (a re-relay), newest kept. */
const REMEMBERED_JOB_IDS = 10_000;

/**
 * The queue without Redis: jobs run in this process with the same policy as BullMQ (attempts,
 * exponential backoff). A job failing for good is stored in failed_mail_jobs and logged.
 * Jobs come from the outbox relay, which marks a row dispatched once add() returned; jobs still
 * running or waiting for a retry when the process stops are lost (logged): acceptable for the
 * single-process local set-up this driver exists for.
 */
@Injectable()
export class InProcessMailQueue implements MailQueueDriver, OnModuleDestroy {
  readonly kind = 'in-process' as const;
  private readonly logger = new Logger(InProcessMailQueue.name);
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly accepted = new Set<string>();
  private closed = false;

  constructor(
    private readonly runner: MailJobRunner,
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async add(name: string, payload: unknown, jobId: string): Promise<void> {
    // Refused after shutdown began: the outbox row then stays undispatched for the next start.
    if (this.closed) throw new Error('the in-process mail queue is closed');
    if (this.accepted.has(jobId)) return;
    this.accepted.add(jobId);
    if (this.accepted.size > REMEMBERED_JOB_IDS) this.accepted.delete(this.accepted.values().next().value as string);
    this.schedule(jobId, name, payload, 1, 0);
  }

  async health(): Promise<'not configured'> {
    return 'not configured';
  }

  async counts(): Promise<MailQueueCounts> {
    return { waiting: this.timers.size, active: this.running.size, delayed: null, failed: null };
  }

  private schedule(id: string, name: string, payload: unknown, attempt: number, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(id);
      const run = this.attempt(id, name, payload, attempt).finally(() => this.running.delete(run));
      this.running.add(run);
    }, delayMs);
    this.timers.set(id, timer);
  }

  private async attempt(id: string, name: string, payload: unknown, attempt: number): Promise<void> {
    try {
      await this.runner.run(name, payload);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt < this.config.mailAttempts && !this.closed) {
        const delay = this.config.mailBackoffMs * 2 ** (attempt - 1);
        this.logger.warn(`${name} ${id} attempt ${attempt}/${this.config.mailAttempts} failed, retry in ${delay}ms: ${message}`);
        this.schedule(id, name, payload, attempt + 1, delay);
        return;
      }
      this.logger.error(`${name} ${id} failed for good after ${attempt} attempts: ${message}`);
      await this.persistFailure(name, payload, message, attempt);
    }
  }

  private async persistFailure(name: string, payload: unknown, error: string, attempts: number): Promise<void> {
    try {
      await this.dataSource.getRepository(FailedMailJobEntity).insert({
        jobName: name,
        payload: JSON.stringify(payload ?? null),
        error: error.slice(0, 10_000),
        attempts,
      });
    } catch (e) {
      this.logger.error(`could not store the failed job ${name}: ${(e as Error).message}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.timers.size) this.logger.warn(`${this.timers.size} mail job(s) waiting for a retry are dropped at shutdown`);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
