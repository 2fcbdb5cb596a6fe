import { Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { InjectRedis } from '../../../common/redis/redis.module';
import { clientIp } from '../../../common/security/client-ip';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { japaneseDay } from '../../../common/time/japan-day';
import { visitorIdOf } from '@er/contracts/visitor-cookie';

/** Who looked at a listing, as far as a view count needs to know (never stored as such). */
export interface Viewer {
  ip: string;
  userAgent: string | undefined;
  /** The first-party visitor cookie's id (@er/contracts/visitor-cookie), when the request carries one. */
  visitorId?: string;
}

/** The viewer of a request Express is handling (address resolved under TRUST_PROXY). */
export function viewerOf(req: Request): Viewer {
  const visitorId = visitorIdOf(req.headers.cookie);
  return { ip: clientIp(req), userAgent: req.headers['user-agent'], ...(visitorId ? { visitorId } : {}) };
}

/** Marks kept in memory at most (without Redis, or while it is unreachable); the oldest go first. */
export const MEMORY_MARKS_MAX = 200_000;
const SALT_RETRY_MS = 60_000;
/**
 * Distinct visitors counted per address, listing and day. A home or an office behind one address is a few people
 * who might open the same listing the same day; past that, new ids from one address are one client dropping its
 * cookie each time, and counting them would let it push a listing up the rankings.
 */
export const VISITORS_PER_ADDRESS = 5;

/**
 * A listing's view count counts visitors, not requests — one view per visitor and listing per day. The visitor is
 * the first-party cookie id (visitor-cookie.ts; the site's pages give one to every browser), or for a request
 * without one, its address: the User-Agent is no part of it, since a client can change it at will. A new visitor
 * counts only while its address has had fewer than VISITORS_PER_ADDRESS counted for that listing that day, so a
 * client that drops its cookie on every request counts a few times, not once per request. Marks are SHA-256 of
 * the id or address with a salt drawn at random for the day, so what is kept cannot be turned back into an address,
 * and tomorrow's marks cannot be linked to today's.
 *
 * With REDIS_URL the marks are `SET … NX EX <seconds until midnight>` keys shared by every API process
 * (the day's salt too); without it, or while Redis does not answer, a bounded in-memory map per process.
 */
@Injectable()
export class ItemViewerMarks {
  private readonly logger = new Logger(ItemViewerMarks.name);
  private readonly prefix: string;
  /** key → expiry (ms); Map order is insertion order, so the first entries are the oldest. */
  private readonly memory = new Map<string, number>();
  private salt?: { day: string; value: Promise<string>; provisional: boolean; retryAt: number };
  private redisDown = false;
  /** Bound of the in-memory marks (a field, not a constructor argument: Nest injects those). */
  memoryMax = MEMORY_MARKS_MAX;

  constructor(
    @InjectRedis() private readonly redis: Redis | null,
    @InjectConfig() config: Pick<AppConfig, 'queuePrefix'>,
  ) {
    this.prefix = `${config.queuePrefix}:views`;
  }

  /**
   * True the first time today that this viewer views this listing (and marks it). `subject` is a listing id,
   * or another thing viewed that counts visitors the same way, named so it cannot be taken for a listing
   * (the columns module's `column:<sha-256 of the URL>`).
   */
  async firstViewToday(subject: number | string, viewer: Viewer, now = new Date()): Promise<boolean> {
    const { day, secondsLeft } = japaneseDay(now);
    const salt = await this.saltOf(day, now.getTime());
    const hashed = (what: string) => createHash('sha256').update(`${what}\n${salt}`).digest('base64url');
    const visitor = hashed(viewer.visitorId ? `id:${viewer.visitorId}` : `ip:${viewer.ip}`);
    if (!(await this.mark(`${this.prefix}:${day}:${subject}:${visitor}`, secondsLeft, now))) return false;
    // One of the address's VISITORS_PER_ADDRESS places for this listing today, taken in turn.
    const address = `${this.prefix}:${day}:${subject}:a:${hashed(`ip:${viewer.ip}`)}`;
    for (let place = 1; place <= VISITORS_PER_ADDRESS; place++) {
      if (await this.mark(`${address}:${place}`, secondsLeft, now)) return true;
    }
    return false;
  }

  /** SET NX with the day's remaining seconds as TTL (in Redis, else in memory): true when the key was new. */
  private async mark(key: string, secondsLeft: number, now: Date): Promise<boolean> {
    if (this.redis) {
      try {
        const set = await this.redis.set(key, '1', 'EX', secondsLeft, 'NX');
        this.redisDown = false;
        return set === 'OK';
      } catch (error) {
        if (!this.redisDown) this.logger.warn(`view marks kept in memory while Redis does not answer: ${(error as Error).message}`);
        this.redisDown = true;
      }
    }
    return this.markInMemory(key, now.getTime() + secondsLeft * 1000, now.getTime());
  }

  private markInMemory(key: string, expiresAt: number, now: number): boolean {
    if (this.memory.size > 0 && this.memory.values().next().value! <= now) this.dropExpired(now);
    const known = this.memory.get(key);
    if (known !== undefined && known > now) return false;
    this.memory.delete(key);
    // Marks are inserted in order of expiry (the end of the day they were made), so the first are the
    // stalest; dropping a live one only lets that visitor count once more today.
    while (this.memory.size >= this.memoryMax) this.memory.delete(this.memory.keys().next().value!);
    this.memory.set(key, expiresAt);
    return true;
  }

  private dropExpired(now: number): void {
    for (const [key, expiry] of this.memory) {
      if (expiry > now) break;
      this.memory.delete(key);
    }
  }

  /** The day's salt: random, the same in every process (kept in Redis), gone a day later. */
  private saltOf(day: string, now: number): Promise<string> {
    const known = this.salt;
    if (known?.day === day && !(known.provisional && now >= known.retryAt)) return known.value;
    const value = this.drawSalt(day, now);
    this.salt = { day, value, provisional: false, retryAt: 0 };
    return value;
  }

  private async drawSalt(day: string, now: number): Promise<string> {
    const mine = randomBytes(32).toString('base64url');
    if (!this.redis) return mine;
    const key = `${this.prefix}:salt:${day}`;
    try {
      await this.redis.set(key, mine, 'EX', 2 * 24 * 60 * 60, 'NX');
      return (await this.redis.get(key)) ?? mine;
    } catch {
      // Redis does not answer: this process's own salt for the in-memory marks, and another try in a
      // minute (until then a visitor hashes the same here, so the memory marks work).
      if (this.salt?.day === day) this.salt = { ...this.salt, provisional: true, retryAt: now + SALT_RETRY_MS };
      return mine;
    }
  }
}
