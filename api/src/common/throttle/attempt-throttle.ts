import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { DomainError } from '../errors/domain-error';
import { InjectRedis } from '../redis/redis.module';
import { ThrottleErrorCode } from './throttle.errors';

/**
 * Brakes on guessing (issue 9): login forms and the mails a visitor can make us send. Counted with
 * rate-limiter-flexible in Redis when REDIS_URL is set (several API processes share the counts; while
 * Redis is unreachable an in-memory insurance limiter takes over), in memory otherwise.
 *
 * Each attempt is counted on three keys: the account from this IP, the account from anywhere, and the IP
 * across accounts. Past a free number of failures in the window, every further failure blocks that key for
 * a delay that doubles up to a cap. The cap is short for the account-wide key, so an attacker guessing a
 * victim's address from elsewhere slows the victim down for minutes at most and can never lock them out;
 * a success from an IP clears that IP's count for the account.
 */
export type ThrottleScope =
  | 'member-login'
  | 'staff-login'
  | 'staff-password-setup'
  /** A member's single-use mail links (registration, password reset, e-mail change): guesses per IP. */
  | 'member-link'
  | 'password-reset-mail'
  | 'auth-mail'
  /** Sign-up (member-register, temporary/register): each one sends a mail. */
  | 'member-register'
  /** E-mail change requests (send-mail-for-change-mail): each one sends a mail to the new address. */
  | 'email-change-mail'
  /** Social sign-in tokens that fail to verify, per IP. */
  | 'social-login';

interface Rule {
  /** Failures (or requests, for mail scopes) allowed in the window before delays start. */
  free: number;
  /** First delay, doubled for each further failure. */
  baseSeconds: number;
  capSeconds: number;
  windowSeconds: number;
}

type Dimension = 'account_ip' | 'account' | 'ip';

const LOGIN_RULES: Record<Dimension, Rule> = {
  account_ip: { free: 5, baseSeconds: 15, capSeconds: 15 * 60, windowSeconds: 60 * 60 },
  account: { free: 20, baseSeconds: 15, capSeconds: 5 * 60, windowSeconds: 60 * 60 },
  ip: { free: 50, baseSeconds: 60, capSeconds: 60 * 60, windowSeconds: 60 * 60 },
};

/** Mail requests (password reset, verification resend) count every request, not only failures. */
const MAIL_RULES: Record<Dimension, Rule> = {
  account_ip: { free: 3, baseSeconds: 60, capSeconds: 60 * 60, windowSeconds: 60 * 60 },
  account: { free: 5, baseSeconds: 60, capSeconds: 60 * 60, windowSeconds: 60 * 60 },
  ip: { free: 20, baseSeconds: 60, capSeconds: 60 * 60, windowSeconds: 60 * 60 },
};

export const THROTTLE_RULES: Record<ThrottleScope, Record<Dimension, Rule>> = {
  'member-login': LOGIN_RULES,
  'staff-login': LOGIN_RULES,
  'staff-password-setup': LOGIN_RULES,
  'member-link': LOGIN_RULES,
  'password-reset-mail': MAIL_RULES,
  'auth-mail': MAIL_RULES,
  'member-register': MAIL_RULES,
  'email-change-mail': MAIL_RULES,
  'social-login': LOGIN_RULES,
};

/**
 * Guesses with no account to name (a mail link's token, a social token): counted per IP only. An account-wide
 * key here would be one key for the whole site, and anyone's failures would lock every member's links.
 */
const IP_ONLY_SCOPES: ReadonlySet<ThrottleScope> = new Set(['member-link', 'staff-password-setup', 'social-login']);

const LOGIN_SCOPES: ReadonlySet<ThrottleScope> = new Set(['member-login', 'staff-login', 'staff-password-setup', 'member-link', 'social-login']);

/** Seconds a key stays blocked after its n-th counted failure (n starts at 1). */
export function delaySeconds(rule: Rule, failures: number): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.capSeconds, rule.baseSeconds * 2 ** (failures - rule.free));
}

/** 「30秒」「5分」: the wait as a Japanese page says it. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds}秒` : `${Math.ceil(seconds / 60)}分`;
}

export class TooManyAttemptsError extends DomainError {
  constructor(scope: ThrottleScope, waitMs: number) {
    const wait = formatWait(waitMs);
    super(
      LOGIN_SCOPES.has(scope) ? ThrottleErrorCode.TOO_MANY_ATTEMPTS : ThrottleErrorCode.TOO_MANY_MAIL_REQUESTS,
      !LOGIN_SCOPES.has(scope)
        ? `送信回数が上限を超えました。${wait}後にもう一度お試しください。`
        : scope === 'member-login' || scope === 'staff-login'
          ? `ログインの試行回数が上限を超えました。${wait}後にもう一度お試しください。`
          : `試行回数が上限を超えました。${wait}後にもう一度お試しください。`,
    );
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}

const hashed = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 22);

@Injectable()
export class AttemptThrottle implements OnModuleDestroy {
  private readonly limiters = new Map<string, { counter: RateLimiterAbstract; blocker: RateLimiterAbstract }>();

  constructor(
    @InjectRedis() private readonly redis: Redis | null,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Throws TooManyAttemptsError while any of the attempt's keys is blocked. */
  async assertAllowed(scope: ThrottleScope, account: string, ip: string): Promise<void> {
    let waitMs = 0;
    for (const [dimension, key] of this.keys(scope, account, ip)) {
      const blocked = await this.pair(scope, dimension).blocker.get(key);
      if (blocked && blocked.consumedPoints > 1) waitMs = Math.max(waitMs, blocked.msBeforeNext);
    }
    if (waitMs > 0) throw new TooManyAttemptsError(scope, waitMs);
  }

  /** A failed attempt (wrong password, bad token): counts on every key and blocks those past their free budget. */
  async recordFailure(scope: ThrottleScope, account: string, ip: string): Promise<void> {
    for (const [dimension, key] of this.keys(scope, account, ip)) {
      const { counter, blocker } = this.pair(scope, dimension);
      const { consumedPoints } = await counter.penalty(key, 1);
      const seconds = delaySeconds(THROTTLE_RULES[scope][dimension], consumedPoints);
      if (seconds > 0) await blocker.block(key, seconds);
    }
  }

  /** A successful login clears the account's count from this IP (the IP's own count stays). */
  async recordSuccess(scope: ThrottleScope, account: string, ip: string): Promise<void> {
    const [accountIp] = this.keys(scope, account, ip);
    const { counter, blocker } = this.pair(scope, accountIp[0]);
    await Promise.all([counter.delete(accountIp[1]), blocker.delete(accountIp[1])]);
  }

  /** For request-counted scopes (mails): check, then count this request. */
  async hit(scope: ThrottleScope, account: string, ip: string): Promise<void> {
    await this.assertAllowed(scope, account, ip);
    await this.recordFailure(scope, account, ip);
  }

  private keys(scope: ThrottleScope, account: string, ip: string): [Dimension, string][] {
    if (IP_ONLY_SCOPES.has(scope)) {
      return [
        ['account_ip', `${ip}:${ip}`],
        ['ip', ip],
      ];
    }
    const a = hashed(account);
    return [
      ['account_ip', `${a}:${ip}`],
      ['account', a],
      ['ip', ip],
    ];
  }

  private pair(scope: ThrottleScope, dimension: Dimension) {
    const name = `${scope}:${dimension}`;
    let pair = this.limiters.get(name);
    if (!pair) {
      const rule = THROTTLE_RULES[scope][dimension];
      pair = {
        counter: this.limiter(`${name}:n`, 1_000_000, rule.windowSeconds),
        blocker: this.limiter(`${name}:b`, 1, rule.capSeconds),
      };
      this.limiters.set(name, pair);
    }
    return pair;
  }

  private limiter(keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
    const prefix = `${this.config.queuePrefix}:throttle:${keyPrefix}`;
    const memory = new RateLimiterMemory({ keyPrefix: prefix, points, duration });
    if (!this.redis) return memory;
    return new RateLimiterRedis({ storeClient: this.redis, keyPrefix: prefix, points, duration, insuranceLimiter: memory });
  }

  onModuleDestroy(): void {
    this.limiters.clear();
  }
}
