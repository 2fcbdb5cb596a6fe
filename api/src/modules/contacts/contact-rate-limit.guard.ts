import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Request, Response } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { InjectRedis } from '../../common/redis/redis.module';
import { clientIp } from '../../common/security/client-ip';
import { sharedLimiter, tryConsume } from '../../common/throttle/shared-limiter';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { ContactRateLimitedError } from './contacts.errors';

export const CONTACT_RATE_WINDOW_SECONDS = 10 * 60;

/**
 * The inquiry/request post endpoints share one per-address budget of CONTACT_RATE_LIMIT posts per 10 minutes.
 * Counted in Redis when REDIS_URL is set, so several API processes enforce one budget rather than one each (a
 * spam brake per process multiplies with the instances); in memory without it, and as insurance while Redis is
 * unreachable.
 */
@Injectable()
export class ContactRateLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(@InjectRedis() redis: Redis | null, @InjectConfig() config: AppConfig) {
    this.limiter = sharedLimiter(redis, {
      keyPrefix: `${config.queuePrefix}:contact-posts`,
      points: config.contactRateLimit,
      duration: CONTACT_RATE_WINDOW_SECONDS,
    });
  }

  /** Counts a post from `ip`; the seconds to wait when it is over the budget (the post is then refused), else null. */
  async hit(ip: string): Promise<number | null> {
    const refused = await tryConsume(this.limiter, ip);
    return refused ? Math.max(1, Math.ceil(refused.msBeforeNext / 1000)) : null;
  }
}

/** Runs before validation, so invalid posts count too; 429 with a Japanese message and Retry-After past the budget. */
@Injectable()
export class ContactRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: ContactRateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const retryAfterSeconds = await this.limiter.hit(clientIp(http.getRequest<Request>()));
    if (retryAfterSeconds !== null) {
      http.getResponse<Response>().setHeader('Retry-After', String(retryAfterSeconds));
      throw new ContactRateLimitedError();
    }
    return true;
  }
}
