import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { CatalogCaches } from '../http-cache/catalog-caches';
import { failFastConnectionFromUrl } from '../redis/redis-connection';
import { RepeatedWarning } from '../redis/repeated-warning';

/** What changed in the catalog: listings (by id) and tags (by id; a tag's term or aliases are part of its listings' text). */
export interface CatalogChange {
  itemIds?: number[];
  tagIds?: number[];
}

export type CatalogChangeListener = (change: CatalogChange) => Promise<void>;

interface Message extends CatalogChange {
  origin: string;
}

/**
 * The catalog's change bus (issue 14). A writer of listings or tags writes the database, then calls
 * `announce`: this process's listeners (the catalog search index) re-read those records before it returns,
 * the in-process catalog caches are dropped, and, with REDIS_URL, every other API instance hears the same
 * change over Redis pub/sub and does the same. Messages are hints: a listener re-reads the database, never
 * trusts the message's content, so a lost or duplicated message costs nothing but time (the index's change
 * poll heals a lost one within a second).
 */
@Injectable()
export class CatalogChanges implements OnApplicationShutdown {
  private readonly logger = new Logger(CatalogChanges.name);
  private readonly origin = randomUUID();
  private readonly listeners: CatalogChangeListener[] = [];
  private readonly channel: string;
  private readonly publisher: Redis | null;
  private readonly subscriber: Redis | null;
  private readonly warning = new RepeatedWarning(this.logger, 'catalog change bus');

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly caches: CatalogCaches,
  ) {
    // The queue prefix separates deployments (and test runs) sharing one Redis.
    this.channel = `${config.queuePrefix}:catalog-changes`;
    if (!config.redisUrl) {
      this.publisher = this.subscriber = null;
      return;
    }
    this.publisher = new Redis(failFastConnectionFromUrl(config.redisUrl));
    // A subscriber connection may only subscribe; it keeps retrying while Redis is away and resubscribes.
    this.subscriber = new Redis({ ...failFastConnectionFromUrl(config.redisUrl), enableOfflineQueue: true });
    for (const client of [this.publisher, this.subscriber]) client.on('error', (error: Error) => this.warning.warn(error));
    this.subscriber.on('message', (_channel: string, raw: string) => void this.received(raw));
    this.subscriber.subscribe(this.channel).catch((error: Error) => this.warning.warn(error));
  }

  listen(listener: CatalogChangeListener): void {
    this.listeners.push(listener);
  }

  /**
   * After a write: this process is current when it returns; other instances follow within milliseconds. The
   * write has committed by then, so a listener that fails (the database gone a moment after the commit) is
   * logged, not thrown: the writer's caller must not get an error for a change that was made, and the
   * index's change poll brings it in within a second.
   */
  async announce(change: CatalogChange): Promise<void> {
    await this.apply(change).catch((error: Error) => this.logger.warn(`catalog change not applied here yet (the change poll will): ${error.message}`));
    if (!this.publisher) return;
    const message: Message = { ...change, origin: this.origin };
    // A failed publish is left to the other instances' change poll (≤ 1 s later), not to the writer.
    await this.publisher.publish(this.channel, JSON.stringify(message)).catch((error: Error) => this.warning.warn(error));
  }

  private async received(raw: string): Promise<void> {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if (message.origin === this.origin) return;
    const ids = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v)) : []);
    await this.apply({ itemIds: ids(message.itemIds), tagIds: ids(message.tagIds) }).catch((error: Error) =>
      this.logger.warn(`catalog change from another instance not applied (the change poll will): ${error.message}`),
    );
  }

  private async apply(change: CatalogChange): Promise<void> {
    // Cached answers go first and whatever a listener does: a stale replay must not outlive the change.
    this.caches.clear();
    for (const listener of this.listeners) await listener(change);
    this.caches.clear();
  }

  async onApplicationShutdown(): Promise<void> {
    for (const client of [this.subscriber, this.publisher]) {
      if (client && client.status !== 'end') await client.quit().catch(() => client.disconnect());
    }
  }
}
