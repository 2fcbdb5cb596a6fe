import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { japaneseDay } from '../../../common/time/japan-day';
import { ItemViewerMarks, type Viewer } from '../../items/detail/item-viewer-marks';
import { isNotAViewer } from '@er/site-meta/bots';
import { onColumnSite } from '../columns.service';
import { ColumnViewsRepository } from './column-views.repository';

export interface ViewedColumn {
  url: string;
  /** The column link's title; null when no link (even a deleted one) has the URL any more. */
  title: string | null;
  views: number;
}

/**
 * Column views (issue 16). The columns are articles on the outside WordPress site (issue 11), so the site
 * cannot see them read; what it can count is a visitor opening a column link it shows (the listing page's
 * related columns, /column/), reported by the page (record-column-view). Counted like listing views: once per
 * visitor, URL and Japanese day (ItemViewerMarks: a reload or a second click does not add), crawlers never,
 * and only URLs the site links to (a live column link on the column site), so the figures cannot be filled
 * with made-up addresses.
 */
@Injectable()
export class ColumnViewsService {
  private readonly logger = new Logger(ColumnViewsService.name);

  constructor(
    private readonly repository: ColumnViewsRepository,
    private readonly marks: ItemViewerMarks,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Counts the visit if it is the visitor's first to this column today; true when it was counted. */
  async recordVisit(url: string, viewer: Viewer, now = new Date()): Promise<boolean> {
    if (isNotAViewer(viewer.userAgent)) return false;
    if (!onColumnSite(url, this.config.columnSiteUrl) || !(await this.repository.isLinked(url))) return false;
    const subject = `column:${createHash('sha256').update(url).digest('base64url')}`;
    if (!(await this.marks.firstViewToday(subject, viewer, now))) return false;
    try {
      await this.repository.add(japaneseDay(now).day, url);
      return true;
    } catch (error) {
      // The visitor is on their way to the column; a lost count is no reason to answer them with an error.
      this.logger.warn(`column view not counted: ${(error as Error).message}`);
      return false;
    }
  }

  /** Views per day that has any, `YYYY-MM-DD` both ends included. */
  perDay(fromDay: string, toDay: string): Promise<Map<string, number>> {
    return this.repository.perDay(fromDay, toDay);
  }

  async mostViewed(fromDay: string, toDay: string, limit: number): Promise<ViewedColumn[]> {
    const rows = await this.repository.mostViewed(fromDay, toDay, limit);
    const titles = await this.repository.titlesOf(rows.map((r) => r.url));
    return rows.map((r) => ({ ...r, title: titles.get(r.url) ?? null }));
  }
}
