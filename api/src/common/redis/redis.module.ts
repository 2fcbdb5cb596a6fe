import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { failFastConnectionFromUrl } from './redis-connection';

/** Injection token of the shared ioredis client, or null without REDIS_URL (callers then keep state in memory). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
export const InjectRedis = () => Inject(REDIS_CLIENT);

/**
 * One Redis connection for small shared counters (login throttling, per-visitor view marks), so several
 * API processes agree. Commands fail at once while Redis is unreachable (no offline queue): callers fall
 * back to their in-memory state instead of hanging a request.
 */
@Injectable()
export class RedisClientHolder implements OnApplicationShutdown {
  readonly client: Redis | null;

  constructor(@InjectConfig() config: AppConfig) {
    this.client = config.redisUrl
      ? new Redis(failFastConnectionFromUrl(config.redisUrl))
      : null;
    // An unreachable Redis is reported by the health check; without a listener ioredis logs every retry.
    this.client?.on('error', () => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.client && this.client.status !== 'end') await this.client.quit().catch(() => this.client?.disconnect());
  }
}

@Global()
@Module({
  providers: [RedisClientHolder, { provide: REDIS_CLIENT, inject: [RedisClientHolder], useFactory: (h: RedisClientHolder) => h.client }],
  exports: [REDIS_CLIENT],
})
export class RedisModule {}
