import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface SharedLimiterOptions {
  /** Unique per counter kind; the caller includes the queue prefix so test apps and deployments do not share keys. */
  keyPrefix: string;
  points: number;
  /** Seconds a key's count lives. */
  duration: number;
  /** With Redis: a key that reaches this count is refused from memory until its window ends, without asking Redis. */
  inMemoryBlockOnConsumed?: number;
}

/**
 * A rate-limiter-flexible counter that every API process shares through Redis when REDIS_URL is set, with an
 * in-memory limiter as insurance while Redis is unreachable (the brake keeps working per process instead of
 * failing the request); in memory alone without REDIS_URL.
 */
export function sharedLimiter(redis: Redis | null, options: SharedLimiterOptions): RateLimiterAbstract {
  const { inMemoryBlockOnConsumed, ...counting } = options;
  const memory = new RateLimiterMemory(counting);
  if (!redis) return memory;
  return new RateLimiterRedis({ storeClient: redis, ...counting, inMemoryBlockOnConsumed, insuranceLimiter: memory });
}

/**
 * `consume` that tells a refusal from a failure: the refusal's result (with msBeforeNext), or null when the points
 * were taken. Anything else (a store error the insurance could not absorb) is thrown.
 */
export async function tryConsume(limiter: RateLimiterAbstract, key: string, points = 1): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key, points);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}
