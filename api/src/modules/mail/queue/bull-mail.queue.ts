import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { MAIL_QUEUE, type MailQueueCounts, type MailQueueDriver } from '../mail.types';
import { failFastConnectionFromUrl } from '../../../common/redis/redis-connection';
import { withTimeout } from '../with-timeout';

/**
 * Jobs on BullMQ (Redis), added by the outbox relay through a producer queue of its own (fast-failing
 * connection, see failFastConnectionFromUrl); the worker (MailProcessor) keeps the registered queue's patient one.
 * Failed-for-good jobs are kept in the queue's failed set for inspection.
 */
@Injectable()
export class BullMailQueue implements MailQueueDriver, OnApplicationShutdown {
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
    // jobId = outbox row id: BullMQ ignores an add whose id it already holds (kept up to
    // removeOnComplete/removeOnFail), so a row relayed again after a crash is not mailed twice.
    await this.producer.add(name, payload, {
      jobId,
      attempts: this.config.mailAttempts,
      backoff: { type: 'exponential', delay: this.config.mailBackoffMs },
      removeOnComplete: { count: 10_000 },
      removeOnFail: false,
    });
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
