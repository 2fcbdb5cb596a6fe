import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { DomainError } from '../errors/domain-error';
import { InjectRedis } from '../redis/redis.module';
import { sharedLimiter, tryConsume } from './shared-limiter';
import { ThrottleErrorCode } from './throttle.errors';

/**
 * Brakes on guessing (issue 9): login forms and the mails a visitor can make us send. Counted with
 * rate-limiter-flexible in Redis when REDIS_URL is set (several API processes share the counts; while
 * Redis is unreachable an in-memory insurance limiter takes over), in memory otherwise.
 *
 * Each attempt is counted on three keys, before its work (`reserve`): the account from this IP, the account from
 * anywhere, and the IP across accounts. Past a free number of attempts in the window, every further attempt blocks
 * that key for a delay that doubles up to a cap. The cap is short for the account-wide key, so an attacker guessing
 * a victim's address from elsewhere slows the victim down for minutes at most and can never lock them out; for the
 * password logins the IP key only slows attempts down (ADDRESS_SLOWS_ONLY). A login that succeeds stops counting,
 * and clears that IP's count for the account; a mail request always counts.
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

/**
 * Logins whose per-address key only slows an attempt down and never refuses it (OWASP's authentication guidance):
 * an office network or a mobile carrier puts many people behind one address, and their failures with other
 * accounts must not lock out a person typing the right password. The per-account keys refuse as before.
 */
const ADDRESS_SLOWS_ONLY: ReadonlySet<ThrottleScope> = new Set(['member-login', 'staff-login']);

/** The longest an attempt from an address past its budget is held before its password is checked. */
export const MAX_ADDRESS_SLOWDOWN_MS = 3_000;

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

/** One key's limiters: attempts in the window, strikes (attempts past the free budget), and the block. */
interface KeyLimiters {
  counter: RateLimiterAbstract;
  strikes: RateLimiterAbstract;
  /** Holds a key while it is blocked; one point, so taking it when it is free is atomic (`consume`). */
  blocker: RateLimiterAbstract;
}

/**
 * An attempt counted before its work. Failures need nothing more: the attempt is already counted and any wait
 * it starts already stands.
 */
export interface AttemptReservation {
  /**
   * The attempt succeeded: it stops counting (login scopes), and for an account's login the account's count
   * from this address is cleared. Mail scopes count every request, success or not: a no-op there.
   */
  succeeded(): Promise<void>;
  /** The attempt never got to be a guess (a store error, a service down): it stops counting. No-op for mail scopes. */
  refund(): Promise<void>;
}

@Injectable()
export class AttemptThrottle implements OnModuleDestroy {
  private readonly limiters = new Map<string, KeyLimiters>();
  /** How an attempt is held (ADDRESS_SLOWS_ONLY); a test may make it instant. */
  pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

  constructor(
    @InjectRedis() private readonly redis: Redis | null,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Counts an attempt on every key before the work it allows (a password check, a mail), or throws
   * TooManyAttemptsError. Checking first and counting after the work let a concurrent burst through whole: every
   * request passed the check before the first failure was stored. Here each key's count is one atomic increment,
   * so concurrent attempts get distinct numbers: those within the free budget pass (unless an earlier wait still
   * stands), and of those past it only the one that takes the key's block (an atomic one-point `consume`) passes,
   * starting the next wait at once. A refused attempt is taken back off the counts, as a blocked one never counted.
   */
  async reserve(scope: ThrottleScope, account: string, ip: string): Promise<AttemptReservation> {
    const keys = this.keys(scope, account, ip);
    const limiters = keys.map(([dimension]) => this.pair(scope, dimension));
    const numbers = await Promise.all(keys.map(async ([, key], i) => (await limiters[i].counter.consume(key)).consumedPoints));
    const gated: boolean[] = keys.map(() => false);
    let refused = false;
    let waitMs = 0;
    let slowMs = 0;
    await Promise.all(
      keys.map(async ([dimension, key], i) => {
        const { blocker } = limiters[i];
        if (dimension === 'ip' && ADDRESS_SLOWS_ONLY.has(scope)) {
          // Counted like the others, answered with a delay that grows with the address's failures instead of a refusal.
          slowMs = Math.min(MAX_ADDRESS_SLOWDOWN_MS, delaySeconds(THROTTLE_RULES[scope].ip, numbers[i]) * 1000);
          return;
        }
        if (numbers[i] < THROTTLE_RULES[scope][dimension].free) {
          const blocked = await blocker.get(key);
          // One point is a key being taken by an attempt past the budget, not a wait: only `block` sets more.
          if (blocked && blocked.consumedPoints > 1) {
            refused = true;
            waitMs = Math.max(waitMs, blocked.msBeforeNext);
          }
          return;
        }
        const taken = await tryConsume(blocker, key);
        if (taken === null) gated[i] = true;
        else {
          refused = true;
          waitMs = Math.max(waitMs, taken.msBeforeNext);
        }
      }),
    );
    if (refused) {
      await Promise.all(keys.map(([, key], i) => Promise.all([limiters[i].counter.reward(key, 1), gated[i] ? limiters[i].blocker.delete(key) : null])));
      throw new TooManyAttemptsError(scope, waitMs);
    }
    await Promise.all(
      keys.map(async ([dimension, key], i) => {
        if (!gated[i]) return;
        const rule = THROTTLE_RULES[scope][dimension];
        const { consumedPoints: strikes } = await limiters[i].strikes.consume(key);
        await limiters[i].blocker.block(key, delaySeconds(rule, rule.free + strikes - 1));
      }),
    );
    if (slowMs > 0) await this.pause(slowMs);
    return this.reservation(scope, keys, limiters, gated);
  }

  /** For request-counted scopes (mails): counts this request on every key, or throws TooManyAttemptsError. */
  async hit(scope: ThrottleScope, account: string, ip: string): Promise<void> {
    await this.reserve(scope, account, ip);
  }

  private reservation(scope: ThrottleScope, keys: [Dimension, string][], limiters: KeyLimiters[], gated: boolean[]): AttemptReservation {
    const undo = (clearAccount: boolean) =>
      Promise.all(
        keys.map(async ([dimension, key], i) => {
          const { counter, strikes, blocker } = limiters[i];
          // Not for the IP-only scopes: a guesser's own valid link would wipe their count.
          if (clearAccount && dimension === 'account_ip' && !IP_ONLY_SCOPES.has(scope)) {
            await Promise.all([counter.delete(key), strikes.delete(key), blocker.delete(key)]);
            return;
          }
          await counter.reward(key, 1);
          if (gated[i]) await Promise.all([strikes.reward(key, 1), blocker.delete(key)]);
        }),
      ).then(() => undefined);
    const counted = LOGIN_SCOPES.has(scope);
    return {
      succeeded: () => (counted ? undo(true) : Promise.resolve()),
      refund: () => (counted ? undo(false) : Promise.resolve()),
    };
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

  private pair(scope: ThrottleScope, dimension: Dimension): KeyLimiters {
    const name = `${scope}:${dimension}`;
    let pair = this.limiters.get(name);
    if (!pair) {
      const rule = THROTTLE_RULES[scope][dimension];
      const prefix = `${this.config.queuePrefix}:throttle:${name}`;
      pair = {
        counter: sharedLimiter(this.redis, { keyPrefix: `${prefix}:n`, points: 1_000_000, duration: rule.windowSeconds }),
        strikes: sharedLimiter(this.redis, { keyPrefix: `${prefix}:s`, points: 1_000_000, duration: rule.windowSeconds }),
        blocker: sharedLimiter(this.redis, { keyPrefix: `${prefix}:b`, points: 1, duration: rule.capSeconds }),
      };
      this.limiters.set(name, pair);
    }
    return pair;
  }

  onModuleDestroy(): void {
    this.limiters.clear();
  }
}
