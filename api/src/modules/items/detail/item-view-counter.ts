import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isBotUserAgent } from '../../site/bot-user-agent';
import { ItemViewerMarks, type Viewer } from './item-viewer-marks';

/** How often buffered views are written; the rankings that read view_count lag by at most this. */
export const VIEW_FLUSH_INTERVAL_MS = 5_000;
/** Listings per UPDATE statement (keeps the CASE list and the bound parameters small). */
const FLUSH_CHUNK = 500;

/**
 * Listing views, counted in memory and written in one UPDATE per few seconds instead of one per page
 * view: a popular listing viewed by many visitors at once would otherwise serialise every request on
 * the same row lock. A failed write puts its counts back for the next flush (nothing is lost while the
 * process runs); shutdown writes what is left.
 *
 * Only a visitor's first view of a listing in a (Japanese) day counts, and crawlers never do (issue 9:
 * reloading a page inflated the count); see ItemViewerMarks.
 */
@Injectable()
export class ItemViewCounter implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ItemViewCounter.name);
  private pending = new Map<number, number>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  /** Visits whose marks are still being checked; a flush waits for them. */
  private readonly checking = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly marks: ItemViewerMarks,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), VIEW_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Before the database connection closes. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Counts the view unless the viewer is a crawler or already viewed the listing today. Never throws. */
  recordVisit(itemId: number, viewer: Viewer): void {
    if (isBotUserAgent(viewer.userAgent)) return;
    const check: Promise<void> = this.marks
      .firstViewToday(itemId, viewer)
      .then((first) => {
        if (first) this.record(itemId);
      })
      .catch((error: Error) => this.logger.warn(`view not counted: ${error.message}`))
      .finally(() => this.checking.delete(check));
    this.checking.add(check);
  }

  /** Counts one view, no questions asked (use recordVisit for a visitor's request). */
  record(itemId: number): void {
    this.pending.set(itemId, (this.pending.get(itemId) ?? 0) + 1);
  }

  /** Writes every buffered view now (one flush at a time; tests call it to read exact counts). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      await Promise.all([...this.checking]);
      await this.writePending();
    });
    return this.flushing;
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending = new Map();
    for (let start = 0; start < batch.length; start += FLUSH_CHUNK) {
      const chunk = batch.slice(start, start + FLUSH_CHUNK);
      try {
        await this.dataSource.query(
          `UPDATE items SET view_count = view_count + CASE id ${chunk.map(() => 'WHEN ? THEN ?').join(' ')} ELSE 0 END WHERE id IN (${chunk.map(() => '?').join(', ')})`,
          [...chunk.flat(), ...chunk.map(([id]) => id)],
        );
      } catch (error) {
        for (const [id, views] of chunk) this.pending.set(id, (this.pending.get(id) ?? 0) + views);
        this.logger.warn(`view counts kept for the next flush: ${(error as Error).message}`);
      }
    }
  }
}
