import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { ItemsService } from '../items/items.service';
import { TagsService } from '../tags/tags.service';
import { ColumnsRepository, type ColumnLink } from './columns.repository';

export const RELATED_COLUMN_LIMIT = 5;

/** A /column/ entry: its outside link only when on the column site, and the listing or tag it was connected to. */
export interface ColumnListEntry {
  title: string;
  url: string | null;
  itemId: number | null;
  tagId: number | null;
}

/**
 * Whether a column URL may be shown as a link: only on the column site's origin (COLUMN_SITE_URL).
 * Decision (issue 11): the columns data holds titles and URLs of articles on an outside WordPress site,
 * not their text, so the site cannot show column pages of its own; and the seed's URLs are example.com
 * placeholders. So a link is shown only when COLUMN_SITE_URL is set and the URL is on it; otherwise
 * /column/ lists the titles with their related listings/tags as internal links, and the listing page
 * shows no related columns.
 */
export function onColumnSite(url: string, columnSiteUrl: string | undefined): boolean {
  if (!columnSiteUrl) return false;
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === new URL(columnSiteUrl).origin;
  } catch {
    return false;
  }
}

@Injectable()
export class ColumnsService {
  constructor(
    private readonly repository: ColumnsRepository,
    private readonly items: ItemsService,
    private readonly tags: TagsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Up to 5 columns for a listing: its own links first, then its tags' links; de-duplicated by URL
   * (first one wins); only links on the column site (onColumnSite). An unknown listing simply has none.
   */
  async relatedToItem(itemId: number): Promise<ColumnLink[]> {
    // Fetch more than 5 from each source so duplicates cannot starve the list.
    const [own, byTag] = await Promise.all([
      this.repository.ofItem(itemId, RELATED_COLUMN_LIMIT * 4),
      this.items.tagIdsOf(itemId).then((tagIds) => this.repository.ofTags(tagIds, RELATED_COLUMN_LIMIT * 10)),
    ]);
    const seen = new Set<string>();
    const out: ColumnLink[] = [];
    for (const link of [...own, ...byTag]) {
      if (seen.has(link.url) || !onColumnSite(link.url, this.config.columnSiteUrl)) continue;
      seen.add(link.url);
      out.push(link);
      if (out.length === RELATED_COLUMN_LIMIT) break;
    }
    return out;
  }

  /**
   * /column/: up to `limit` columns, newest first, de-duplicated by URL (the newest connect wins), each with
   * the listing or tag it is connected to; `url` only when on the column site (onColumnSite).
   */
  async list(limit: number): Promise<ColumnListEntry[]> {
    const rows = await this.newestLive(limit * 3);
    rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const seen = new Set<string>();
    const out: ColumnListEntry[] = [];
    for (const { title, url, itemId, tagId } of rows) {
      if (seen.has(url)) continue;
      seen.add(url);
      out.push({ title, url: onColumnSite(url, this.config.columnSiteUrl) ? url : null, itemId, tagId });
      if (out.length === limit) break;
    }
    return out;
  }

  /** `repository.newest` without soft-deleted tags' links: a deleted tag among them is excluded and the query asked again. */
  private async newestLive(perSource: number): Promise<Awaited<ReturnType<ColumnsRepository['newest']>>> {
    const excluded: number[] = [];
    for (;;) {
      const rows = await this.repository.newest(perSource, excluded);
      const tagIds = [...new Set(rows.flatMap((r) => (r.tagId === null ? [] : [r.tagId])))];
      const live = new Set((await this.tags.tagsByIds(tagIds)).map((t) => t.id));
      const deleted = tagIds.filter((id) => !live.has(id));
      if (deleted.length === 0) return rows;
      excluded.push(...deleted);
    }
  }
}
