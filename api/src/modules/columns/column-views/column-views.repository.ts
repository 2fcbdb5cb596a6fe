import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { addToCounts } from '../../../database/add-to-counts';
import { ColumnConnectEntity } from '../entities/column-connect.entity';
import { ColumnTagConnectEntity } from '../entities/column-tag-connect.entity';
import { ColumnViewEntity } from '../entities/column-view.entity';

/** column_views (views per Japanese day and column URL) and the column links' titles the dashboard names them by. */
@Injectable()
export class ColumnViewsRepository {
  constructor(private readonly dataSource: DataSource) {}

  add(day: string, url: string, views = 1): Promise<void> {
    return addToCounts(this.dataSource.manager, 'column_views', ['day', 'url'], 'views', [[day, url, views]]);
  }

  /** Whether a live column link (of a listing or of a tag) points at `url`: only those are shown, so only those count. */
  async isLinked(url: string): Promise<boolean> {
    const [own, byTag] = await Promise.all([
      this.dataSource.getRepository(ColumnConnectEntity).exists({ where: { columnUrl: url } }),
      this.dataSource.getRepository(ColumnTagConnectEntity).exists({ where: { columnUrl: url } }),
    ]);
    return own || byTag;
  }

  async perDay(fromDay: string, toDay: string): Promise<Map<string, number>> {
    const rows = await this.dataSource
      .getRepository(ColumnViewEntity)
      .createQueryBuilder('v')
      .select('v.day', 'day')
      .addSelect('SUM(v.views)', 'views')
      .where('v.day BETWEEN :fromDay AND :toDay', { fromDay, toDay })
      .groupBy('v.day')
      .getRawMany<{ day: string; views: string | number }>();
    return new Map(rows.map((r) => [String(r.day).slice(0, 10), Number(r.views)]));
  }

  async mostViewed(fromDay: string, toDay: string, limit: number): Promise<{ url: string; views: number }[]> {
    const rows = await this.dataSource
      .getRepository(ColumnViewEntity)
      .createQueryBuilder('v')
      .select('v.url', 'url')
      .addSelect('SUM(v.views)', 'views')
      .where('v.day BETWEEN :fromDay AND :toDay', { fromDay, toDay })
      .groupBy('v.url')
      .orderBy('views', 'DESC')
      .addOrderBy('v.url', 'ASC')
      .limit(limit)
      .getRawMany<{ url: string; views: string | number }>();
    return rows.map((r) => ({ url: r.url, views: Number(r.views) }));
  }

  /** The newest title of each URL among the column links, soft-deleted ones included (a view outlives its link). */
  async titlesOf(urls: string[]): Promise<Map<string, string>> {
    if (urls.length === 0) return new Map();
    const where = { columnUrl: In(urls) };
    const [own, byTag] = await Promise.all([
      this.dataSource.getRepository(ColumnConnectEntity).find({ where, withDeleted: true, select: { columnUrl: true, title: true, updatedAt: true } }),
      this.dataSource.getRepository(ColumnTagConnectEntity).find({ where, withDeleted: true, select: { columnUrl: true, title: true, updatedAt: true } }),
    ]);
    const titles = new Map<string, { title: string; at: number }>();
    for (const row of [...own, ...byTag]) {
      const known = titles.get(row.columnUrl);
      if (!known || row.updatedAt.getTime() > known.at) titles.set(row.columnUrl, { title: row.title, at: row.updatedAt.getTime() });
    }
    return new Map([...titles].map(([url, { title }]) => [url, title]));
  }
}
