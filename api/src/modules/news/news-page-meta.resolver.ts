import { Injectable } from '@nestjs/common';
import { pageMeta } from '@er/site-meta';
import type { DynamicPageMeta, PageMetaResolver, SitemapEntry } from '../site/page-meta';
import { NewsRepository } from './news.repository';

export const NEWS_DETAIL_PATTERN = '/front-news/detail/:id';
const SITEMAP_NEWS_LIMIT = 500;

/** Server page meta of /front-news/detail/:id: the announcement's title, or 404 for unknown/unpublished ids. */
@Injectable()
export class NewsPageMetaResolver implements PageMetaResolver {
  constructor(private readonly repository: NewsRepository) {}

  async resolve(pattern: string, params: Record<string, string>, base: { title: string; description: string }): Promise<DynamicPageMeta | null> {
    if (pattern !== NEWS_DETAIL_PATTERN) return null;
    const raw = params.id ?? '';
    const news = /^\d{1,10}$/.test(raw) ? await this.repository.findPublishedById(Number(raw)) : null;
    if (!news) return { ...base, status: 404 };
    // The route's declared meta (@er/site-meta pageMeta): the host applies the same after client navigation.
    return { ...pageMeta(NEWS_DETAIL_PATTERN, { title: news.title }), status: 200 };
  }

  async sitemapEntries(): Promise<SitemapEntry[]> {
    const rows = await this.repository.findPublished(SITEMAP_NEWS_LIMIT);
    return rows.map((n) => ({ path: `/front-news/detail/${n.id}`, lastmod: n.publishedAt ?? undefined }));
  }
}
