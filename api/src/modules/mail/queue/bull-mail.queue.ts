import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { MAIL_QUEUE, type MailQueueCounts, type MailQueueDriver } from '../mail.types';
import { failFastConnectionFromUrl } from '../../../common/redis/redis-connection';
import { withTimeout } from '../with-timeout';
import { configReply, redisDurabilityWarnings } from './redis-durability';

/**
 * Jobs on BullMQ (Redis), added by the outbox relay through a producer queue of its own (fast-failing
 * connection, see failFastConnectionFromUrl); the worker (MailProcessor) keeps the registered queue's patient one.
 * A job is one send attempt: retries and dead letters live on the outbox row, so Redis holds nothing that
 * is not also in the database, and losing it (a restart without persistence, an eviction) loses no mail.
 */
@Injectable()
export class BullMailQueue implements MailQueueDriver, OnApplicationBootstrap, OnApplicationShutdown {
  readonly kind = 'bullmq' as const;
  private readonly logger = new Logger(BullMailQueue.name);
  private readonly producer: Queue;

  constructor(
    @InjectQueue(MAIL_QUEUE) registered: Queue,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.producer = new Queue(MAIL_QUEUE, { connection: failFastConnectionFromUrl(config.redisUrl!), prefix: config.queuePrefix });
    // Redis being away is reported by /api/health and by the relay; without listeners BullMQ prints
    // every reconnect failure of both queue connections to the console.
    this.producer.on('error', () => undefined);
    registered.on('error', () => undefined);
  }

  async add(name: string, payload: unknown, jobId: string): Promise<void> {
    // jobId = outbox row id: BullMQ ignores an add whose id it already holds (waiting, running, or
    // completed and kept), so a row handed over again is not mailed twice. A failed attempt is removed at
    // once, so the row's next attempt can be added under the same id.
    await this.producer.add(name, payload, { jobId, attempts: 1, removeOnComplete: { count: 10_000 }, removeOnFail: true });
  }

  /**
   * In production, says at start when Redis keeps nothing across a restart or evicts keys. Mail does not
   * depend on it (see redisDurabilityWarnings), so this warns and never refuses to start; a managed Redis
   * that refuses CONFIG is fine too.
   */
  onApplicationBootstrap(): void {
    if (this.config.nodeEnv !== 'production') return;
    void this.checkDurability();
  }

  private async checkDurability(): Promise<void> {
    try {
      const client = (await withTimeout(this.producer.getBackend().client, 2000)) as unknown as { config(...args: string[]): Promise<unknown> };
      const settings: Record<string, string> = {};
      for (const name of ['appendonly', 'save', 'maxmemory-policy']) Object.assign(settings, configReply(await withTimeout(client.config('GET', name), 2000)));
      for (const warning of redisDurabilityWarnings(settings)) this.logger.warn(warning);
    } catch (error) {
      this.logger.log(`Redis persistence not checked (${(error as Error).message}); mail does not depend on it`);
    }
  }

  async health(): Promise<'up' | 'down'> {
    try {
      // BullMQ 6: the raw Redis client lives on the queue's backend.
      const client = (await withTimeout(this.producer.getBackend().client, 1000)) as unknown as { ping(): Promise<string> };
      const pong = await withTimeout(client.ping(), 1000);
      return pong === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  async counts(): Promise<MailQueueCounts> {
    try {
      const c = await withTimeout(this.producer.getJobCounts('waiting', 'active', 'delayed', 'failed'), 1000);
      return { waiting: c.waiting ?? 0, active: c.active ?? 0, delayed: c.delayed ?? 0, failed: c.failed ?? 0 };
    } catch {
      return { waiting: null, active: null, delayed: null, failed: null };
    }
  }

  async onApplicationShutdown(): Promise<void> {
    try {
      await withTimeout(this.producer.close(), 2_000);
    } catch (error) {
      this.logger.warn(`producer queue not closed cleanly: ${(error as Error).message}`);
      await this.producer.disconnect().catch(() => undefined);
    }
  }
}
