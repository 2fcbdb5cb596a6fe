import { Injectable } from '@nestjs/common';
import { ItemsService } from '../items/items.service';
import { ColumnsRepository, type ColumnLink } from './columns.repository';

export const RELATED_COLUMN_LIMIT = 5;

@Injectable()
export class ColumnsService {
  constructor(
    private readonly repository: ColumnsRepository,
    private readonly items: ItemsService,
  ) {}

  /**
   * Up to 5 columns for a listing: its own links first, then its tags' links; de-duplicated by URL
   * (first one wins). An unknown listing simply has none.
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
      if (seen.has(link.url)) continue;
      seen.add(link.url);
      out.push(link);
      if (out.length === RELATED_COLUMN_LIMIT) break;
    }
    return out;
  }

  /** /column/: up to `limit` links, newest first, de-duplicated by URL (the newest title wins). */
  async list(limit: number): Promise<ColumnLink[]> {
    const rows = await this.repository.newest(limit * 3);
    rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const seen = new Set<string>();
    const out: ColumnLink[] = [];
    for (const { title, url } of rows) {
      if (seen.has(url)) continue;
      seen.add(url);
      out.push({ title, url });
      if (out.length === limit) break;
    }
    return out;
  }
}
