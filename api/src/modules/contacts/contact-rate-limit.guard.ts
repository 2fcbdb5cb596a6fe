import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { ContactRateLimitedError } from './contacts.errors';

export const CONTACT_RATE_WINDOW_MS = 10 * 60 * 1000;
/** Above this many tracked IPs, expired entries are swept on the next hit. */
const SWEEP_THRESHOLD = 10_000;

/**
 * Sliding-window counter per key, in memory. Chosen over @nestjs/throttler so the limit, the
 * Japanese 429 message and the tests stay in this module, with no storage to configure. Limits are
 * per API process: several instances each allow the limit (acceptable for a spam brake).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit; returns the seconds to wait when it is over the limit (the hit is then not counted). */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    const since = now - this.windowMs;
    if (this.hits.size > SWEEP_THRESHOLD) this.sweep(since);
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    return { allowed: true };
  }

  private sweep(since: number): void {
    for (const [key, times] of this.hits) if (!times.some((t) => t > since)) this.hits.delete(key);
  }
}

/**
 * Issue 4: the inquiry/request post endpoints share one per-IP budget of CONTACT_RATE_LIMIT posts per
 * 10 minutes; beyond it → 429 with a Japanese message and Retry-After. Runs before validation, so
 * invalid posts count too. The IP is Express's req.ip (X-Forwarded-For only from a loopback proxy).
 */
@Injectable()
export class ContactRateLimiter extends SlidingWindowLimiter {
  constructor(@InjectConfig() config: AppConfig) {
    super(config.contactRateLimit, CONTACT_RATE_WINDOW_MS);
  }
}

@Injectable()
export class ContactRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: ContactRateLimiter) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const result = this.limiter.hit(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    if (!result.allowed) {
      http.getResponse<Response>().setHeader('Retry-After', String(result.retryAfterSeconds));
      throw new ContactRateLimitedError();
    }
    return true;
  }
}
