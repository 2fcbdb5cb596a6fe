import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { addToCounts } from '../../../database/add-to-counts';
import { japaneseDay } from '../../../common/time/japan-day';
import { isNotAViewer } from '@er/site-meta/bots';
import { ItemViewerMarks, type Viewer } from './item-viewer-marks';

/** How often buffered views are written; the rankings that read view_count lag by at most this. */
export const VIEW_FLUSH_INTERVAL_MS = 5_000;
/** Listing-days per flush statement (keeps the CASE list and the bound parameters small). */
const FLUSH_CHUNK = 500;

/** Views of one listing on one Japanese day, waiting for the next flush. */
interface PendingViews {
  itemId: number;
  day: string;
  views: number;
}

/**
 * Listing views, counted in memory and written in one UPDATE per few seconds instead of one per page
 * view: a popular listing viewed by many visitors at once would otherwise serialise every request on
 * the same row lock. A failed write puts its counts back for the next flush (nothing is lost while the
 * process runs); shutdown writes what is left.
 *
 * Only a visitor's first view of a listing in a (Japanese) day counts, and crawlers never do (issue 9:
 * reloading a page inflated the count); see ItemViewerMarks. Each flush adds to the running total
 * (items.view_count, the rankings) and to the day's count (item_view_days, the back office dashboard) in
 * one transaction, so the two never disagree.
 */
@Injectable()
export class ItemViewCounter implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ItemViewCounter.name);
  /** `itemId day` → views. */
  private pending = new Map<string, PendingViews>();
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
    if (isNotAViewer(viewer.userAgent)) return;
    const check: Promise<void> = this.marks
      .firstViewToday(itemId, viewer)
      .then((first) => {
        if (first) this.record(itemId);
      })
      .catch((error: Error) => this.logger.warn(`view not counted: ${error.message}`))
      .finally(() => this.checking.delete(check));
    this.checking.add(check);
  }

  /** Counts views on `now`'s Japanese day, no questions asked (use recordVisit for a visitor's request). */
  record(itemId: number, now = new Date(), views = 1): void {
    this.add({ itemId, day: japaneseDay(now).day, views });
  }

  private add({ itemId, day, views }: PendingViews): void {
    const key = `${itemId} ${day}`;
    const known = this.pending.get(key);
    if (known) known.views += views;
    else this.pending.set(key, { itemId, day, views });
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
    const batch = [...this.pending.values()];
    this.pending = new Map();
    for (let start = 0; start < batch.length; start += FLUSH_CHUNK) {
      const chunk = batch.slice(start, start + FLUSH_CHUNK);
      const totals = new Map<number, number>();
      for (const { itemId, views } of chunk) totals.set(itemId, (totals.get(itemId) ?? 0) + views);
      try {
        await this.dataSource.transaction(async (manager) => {
          await manager.query(
            `UPDATE items SET view_count = view_count + CASE id ${[...totals].map(() => 'WHEN ? THEN ?').join(' ')} ELSE 0 END WHERE id IN (${[...totals].map(() => '?').join(', ')})`,
            [...[...totals].flat(), ...totals.keys()],
          );
          await addToCounts(manager, 'item_view_days', ['item_id', 'day'], 'views', chunk.map(({ itemId, day, views }) => [itemId, day, views]));
        });
      } catch (error) {
        for (const views of chunk) this.add(views);
        this.logger.warn(`view counts kept for the next flush: ${(error as Error).message}`);
      }
    }
  }
}
