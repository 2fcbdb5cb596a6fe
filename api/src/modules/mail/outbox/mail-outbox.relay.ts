import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { MAIL_QUEUE_DRIVER, type MailQueueDriver } from '../mail.types';
import { withTimeout } from '../with-timeout';
import { MAIL_OUTBOX_OPTIONS, type MailOutboxOptions } from './mail-outbox.options';
import { MailOutboxRepository } from './mail-outbox.repository';

/** A row the queue refused while the queue itself was fine (bad payload …) waits this long, doubling, up to 5 min. */
const ROW_RETRY_BASE_MS = 1_000;
const ROW_RETRY_MAX_MS = 5 * 60_000;

/**
 * Moves due outbox rows to the queue driver (BullMQ with REDIS_URL, else in-process): right after a
 * transaction that wrote rows commits (MailOutbox calls flush()), and every `pollMs` for rows the trigger
 * missed (written by another process, not handed over because the queue was away, due for a retry after a
 * failed send, or handed over `mailRedispatchAfterMs` ago and still not sent: the queue may have lost the job).
 *
 * A round claims the oldest free rows for `leaseMs` (several API processes may relay at once; see
 * MailOutboxRepository.claim), hands each to the queue with the row id as job id, and marks rows
 * dispatched only after the queue accepted them; a row stays pending until its job reports back. When a hand-over fails and the queue is down the
 * round stops and gives its rows back (the next poll tries again; nothing is lost, the request that
 * wrote the rows was answered long ago); a row refused by a healthy queue waits with a backoff so it
 * cannot hold up the others. Rounds never overlap within a process.
 */
@Injectable()
export class MailOutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailOutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private stopped = false;
  private lastPruneAt = 0;
  /** The kind of problem last logged, so an outage is logged once and its end once, not every poll. */
  private problem: 'queue-down' | 'round-failed' | null = null;

  constructor(
    private readonly repository: MailOutboxRepository,
    @Inject(MAIL_QUEUE_DRIVER) private readonly driver: MailQueueDriver,
    @Inject(MAIL_OUTBOX_OPTIONS) private readonly options: MailOutboxOptions,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.schedulePoll();
  }

  /** Starts a round now without waiting for it (errors are logged by the round). */
  kick(): void {
    void this.flush();
  }

  /**
   * Runs a round; when one is running, one more round after it (any number of callers share that one),
   * so rows committed during a round are picked up without waiting for the poll. Never rejects.
   */
  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.queued ??= this.running.then(() => {
        this.queued = null;
        return this.flush();
      });
      return this.queued;
    }
    this.running = this.round()
      .catch((error) => {
        // At start the API is up before main.ts has run the migrations: no table yet is not a problem.
        if (isMissingTable(error)) this.logger.debug('outbox table not there yet (migrations pending)');
        else this.report('round-failed', `outbox relay round failed (will retry): ${(error as Error).message}`);
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    // A round in flight finishes (its rows are marked or given back) before the database closes.
    await this.queued;
    await this.running;
  }

  private schedulePoll(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.flush().finally(() => this.schedulePoll());
    }, this.options.pollMs);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    const { batchSize, leaseMs, handOverTimeoutMs } = this.options;
    for (;;) {
      if (this.stopped) return;
      const token = randomUUID();
      const now = new Date();
      const staleBefore = new Date(now.getTime() - this.config.mailRedispatchAfterMs);
      const rows = await this.repository.claim(token, now, new Date(now.getTime() + leaseMs), batchSize, staleBefore);
      if (rows.length === 0) break;
      const dispatched: string[] = [];
      let queueDown = false;
      for (const row of rows) {
        try {
          await withTimeout(this.driver.add(row.jobName, JSON.parse(row.payload), row.id), handOverTimeoutMs, `the ${this.driver.kind} queue did not accept the job within ${handOverTimeoutMs} ms`);
          dispatched.push(row.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          queueDown = (await this.driver.health()) === 'down';
          const at = new Date();
          const retryAt = queueDown ? null : new Date(at.getTime() + Math.min(ROW_RETRY_BASE_MS * 2 ** row.attempts, ROW_RETRY_MAX_MS));
          await this.repository.markFailed(row.id, token, message, at, retryAt);
          if (queueDown) {
            this.report('queue-down', `mail queue unreachable, outbox rows wait for it: ${message}`);
            break;
          }
          this.logger.warn(`outbox row ${row.id} (${row.jobName}) refused by the queue, retry at ${retryAt!.toISOString()}: ${message}`);
        }
      }
      await this.repository.markDispatched(dispatched, token, new Date());
      if (queueDown) {
        await this.repository.release(
          rows.map((r) => r.id).filter((id) => !dispatched.includes(id)),
          token,
        );
        return;
      }
      if (rows.length < batchSize) break;
    }
    this.report(null);
    await this.pruneIfDue();
  }

  private async pruneIfDue(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPruneAt < this.options.pruneEveryMs) return;
    this.lastPruneAt = now;
    const removed = await this.repository.pruneFinished(new Date(now - this.options.keepFinishedMs));
    if (removed > 0) this.logger.log(`pruned ${removed} sent outbox row(s)`);
  }

  /** Logs a kind of problem when it starts and when it ends, not on every poll in between. */
  private report(problem: 'queue-down' | 'round-failed' | null, message?: string): void {
    if (problem === this.problem) return;
    if (problem) this.logger.warn(message);
    else if (this.problem) this.logger.log('outbox relay working again');
    this.problem = problem;
  }
}

function isMissingTable(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string }; message?: string } | null;
  return (e?.code ?? e?.driverError?.code) === 'ER_NO_SUCH_TABLE' || /no such table/i.test(String(e?.message ?? ''));
}
