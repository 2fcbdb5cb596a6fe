import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { MAIL_QUEUE, type MailQueueDriver } from '../mail.types';

/** Jobs on BullMQ (Redis). Failed-for-good jobs are kept in the queue's failed set for inspection. */
@Injectable()
export class BullMailQueue implements MailQueueDriver {
  constructor(
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async add(name: string, payload: unknown): Promise<{ id: string }> {
    const job = await this.queue.add(name, payload, {
      attempts: this.config.mailAttempts,
      backoff: { type: 'exponential', delay: this.config.mailBackoffMs },
      removeOnComplete: { count: 1000 },
      removeOnFail: false,
    });
    return { id: String(job.id) };
  }

  async health(): Promise<'up' | 'down'> {
    try {
      // BullMQ 6: the raw Redis client lives on the queue's backend.
      const client = (await withTimeout(this.queue.getBackend().client, 1000)) as unknown as { ping(): Promise<string> };
      const pong = await withTimeout(client.ping(), 1000);
      return pong === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), ms);
    }),
  ]);
}
