import { Injectable } from '@nestjs/common';
import { pageMeta } from '@er/site-meta';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import type { DynamicPageMeta, PageMetaResolver, SitemapEntry } from '../../site/page-meta';
import { ItemStatus } from '../entities/item.entity';
import { TagsService } from '../../tags/tags.service';
import { ItemDetailRepository } from './item-detail.repository';
import { ItemDetailService } from './item-detail.service';
import { jobPosting } from './job-posting';

/** Sitemap protocol limit is 50,000 URLs per file; listings are capped below it. */
const SITEMAP_LISTINGS = 45_000;

/** Listing and tag page meta for the server-rendered <head> (SiteService). */
@Injectable()
export class ItemPageMetaResolver implements PageMetaResolver {
  constructor(
    private readonly repository: ItemDetailRepository,
    private readonly detail: ItemDetailService,
    private readonly tags: TagsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async resolve(pattern: string, params: Record<string, string>, base: { title: string; description: string }): Promise<DynamicPageMeta | null> {
    if (pattern === '/item/detail/:id') return this.listing(params.id, base);
    if (pattern === '/item/tag/:id') return this.tag(params.id, base);
    return null;
  }

  private async listing(rawId: string | undefined, base: { title: string; description: string }): Promise<DynamicPageMeta> {
    const id = toId(rawId);
    const item = id ? await this.detail.findItem(id) : null;
    if (!item) return { status: 404, title: base.title, description: base.description };
    // The route's declared meta (@er/site-meta pageMeta): mfe-items applies the same after client navigation.
    return {
      status: 200,
      ...pageMeta('/item/detail/:id', { name: item.name, detail: item.detail, mustHaveRequirements: item.mustHaveRequirements }),
      jsonLd: item.status === ItemStatus.Published ? jobPosting(item, this.config.appUrl) : undefined,
    };
  }

  /** A live tag's page; a merged tag's page moved permanently to the tag it was merged into (issue 15). */
  private async tag(rawId: string | undefined, base: { title: string; description: string }): Promise<DynamicPageMeta> {
    const id = toId(rawId);
    const page = id ? await this.tags.tagPage(id) : null;
    if (!page) return { status: 404, title: base.title, description: base.description };
    if (page.kind === 'merged') return { status: 301, location: `/item/tag/${page.into.id}` };
    return { status: 200, ...pageMeta('/item/tag/:id', { term: page.tag.term }) };
  }

  async sitemapEntries(): Promise<SitemapEntry[]> {
    const [items, tagIds] = await Promise.all([
      this.repository.openListingsForSitemap(SITEMAP_LISTINGS),
      // Deleted tags left out by TagsService (ids kept in ascending order).
      this.repository.tagIdsWithOpenListings().then(async (ids) => (await this.tags.tagsByIds(ids)).map((t) => t.id)),
    ]);
    return [
      ...tagIds.map((id) => ({ path: `/item/tag/${id}` })),
      ...items.map((item) => ({ path: `/item/detail/${item.id}`, lastmod: item.updatedAt })),
    ];
  }
}

function toId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
