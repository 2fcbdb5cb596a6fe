import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { workerConnectionFromUrl } from '../../common/redis/redis-connection';
import { digestCronPattern, nextDigestAt } from './digest-schedule';
import { SavedSearchDigestService, type DigestRunResult } from './saved-search-digest.service';
import { RepeatedWarning } from '../../common/redis/repeated-warning';

export const DIGEST_QUEUE = 'saved-search-digest';
export const DIGEST_JOB = 'saved-search.daily-digest';
/** One scheduler id for every process: upserting it again (each start, each process) keeps one schedule. */
export const DIGEST_SCHEDULER_ID = 'saved-search-daily-digest';
export const DIGEST_TIME_ZONE = 'Asia/Tokyo';
const RETRY_SCHEDULE_MS = 30_000;

/**
 * When the daily digest runs (SAVED_SEARCH_DIGEST_HOUR, Japan time; off: never, tests trigger it).
 * - With REDIS_URL: a BullMQ job scheduler (`upsertJobScheduler`, cron pattern with tz Asia/Tokyo) on the
 *   queue `saved-search-digest`, and a worker in every process that runs jobs (the worker processes, and the
 *   API ones with JOBS_IN_API): Redis hands each day's job to one of them, and a job due while every process
 *   was down runs when a worker is back.
 * - Without: an in-process timer to the next hour:00 in Japan (a run missed while stopped is not made up).
 * Either way a second run the same day mails nobody twice (SavedSearchDigestService).
 */
@Injectable()
export class SavedSearchDigestScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SavedSearchDigestScheduler.name);
  private queue?: Queue;
  private worker?: Worker;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;
  private readonly connectionWarning = new RepeatedWarning(this.logger, 'saved-search digest queue');

  constructor(
    private readonly digest: SavedSearchDigestService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const hour = this.config.savedSearchDigestHour;
    if (hour === null) return;
    if (this.config.redisUrl) this.startBullMq(this.config.redisUrl, hour);
    else this.startTimer(hour);
  }

  /** 'bullmq' | 'in-process' | 'off': how runs are scheduled in this process. */
  get mode(): 'bullmq' | 'in-process' | 'off' {
    return this.queue ? 'bullmq' : this.timer || this.running ? 'in-process' : 'off';
  }

  /** BullMQ mode: the stored schedule (for the tests and health checks), null when none. */
  async schedule(): Promise<{ pattern?: string | null; tz?: string | null; next?: number | null } | null> {
    if (!this.queue) return null;
    const scheduler = await this.queue.getJobScheduler(DIGEST_SCHEDULER_ID);
    return scheduler ? { pattern: scheduler.pattern, tz: scheduler.tz, next: scheduler.next } : null;
  }

  /** BullMQ mode: one run now through the queue and its worker (as the scheduler's job would run). */
  async enqueueRunNow(): Promise<Job> {
    if (!this.queue) throw new Error('the saved-search digest is not scheduled on BullMQ');
    return this.queue.add(DIGEST_JOB, {}, { removeOnComplete: { count: 30 }, removeOnFail: { count: 30 } });
  }

  private startBullMq(url: string, hour: number): void {
    const connection = workerConnectionFromUrl(url);
    const prefix = this.config.queuePrefix;
    this.queue = new Queue(DIGEST_QUEUE, { connection, prefix });
    this.queue.on('error', (error) => this.connectionWarning.warn(error));
    this.worker = new Worker(DIGEST_QUEUE, (): Promise<DigestRunResult> => this.digest.runDailyDigest(new Date()), { connection, prefix, concurrency: 1 });
    this.worker.on('error', (error) => this.connectionWarning.warn(error));
    this.worker.on('failed', (job, error) => this.logger.error(`saved-search digest job ${job?.id ?? ''} failed: ${error.message}`));
    void this.upsertSchedule(hour);
  }

  /** Kept trying while Redis is away at start, so the schedule exists once it is back. */
  private async upsertSchedule(hour: number): Promise<void> {
    try {
      await this.queue!.upsertJobScheduler(
        DIGEST_SCHEDULER_ID,
        { pattern: digestCronPattern(hour), tz: DIGEST_TIME_ZONE },
        {
          name: DIGEST_JOB,
          data: {},
          opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { count: 30 }, removeOnFail: { count: 30 } },
        },
      );
    } catch (error) {
      if (this.stopped) return;
      this.connectionWarning.warn(error as Error);
      this.timer = setTimeout(() => void this.upsertSchedule(hour), RETRY_SCHEDULE_MS);
      this.timer.unref();
    }
  }

  private startTimer(hour: number): void {
    if (this.stopped) return;
    const now = new Date();
    const at = nextDigestAt(now, hour);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.digest
        .runDailyDigest(new Date())
        .catch((error: Error) => this.logger.error(`saved-search digest failed: ${error.message}`))
        .finally(() => {
          this.running = undefined;
          this.startTimer(hour);
        });
    }, at.getTime() - now.getTime());
    // The timer alone must not keep the process alive (a stop signal ends it; onModuleDestroy clears it).
    this.timer.unref();
  }

  /** Shutdown: no new run; a run in progress finishes while the database pool is still open. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.worker?.close().catch(() => undefined);
    await this.queue?.close().catch(() => undefined);
    await this.running;
  }
}
