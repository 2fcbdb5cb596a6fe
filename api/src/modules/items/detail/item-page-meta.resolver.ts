import { Injectable } from '@nestjs/common';
import { DAY_MS } from '../../../common/time/japan-day';
import { pageMeta } from '@er/site-meta';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import type { DynamicPageMeta, PageMetaResolver, SitemapEntry } from '../../site/page-meta';
import { ItemStatus, RemoteLevel } from '../entities/item.entity';
import { TagsService } from '../../tags/tags.service';
import { ItemDetailRepository } from './item-detail.repository';
import { type DetailItem, ItemDetailService } from './item-detail.service';

const VALID_DAYS = 90;
/** An open listing older than VALID_DAYS stays valid at least this long from today (it is still open). */
const MIN_REMAINING_DAYS = 30;
/** Sitemap protocol limit is 50,000 URLs per file; listings are capped below it. */
const SITEMAP_LISTINGS = 45_000;
export const HIRING_ORGANIZATION_NAME = 'エンジニアルート掲載企業';

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => escapeMap[c]);

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

/** schema.org JobPosting (Google job search) for an open listing. */
export function jobPosting(item: DetailItem, appUrl: string, now = new Date()): Record<string, unknown> {
  const publishedAt = item.publishedAt ? new Date(item.publishedAt) : new Date(item.createdAt);
  const sections: [string, string | null][] = [
    ['案件詳細', item.detail],
    ['必須スキル', item.mustHaveRequirements],
    ['歓迎スキル', item.niceToHaveRequirements],
  ];
  const description = sections
    .filter((s): s is [string, string] => !!s[1])
    .map(([label, text]) => `<p><strong>${label}</strong><br>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: item.name,
    description: description || `<p>${escapeHtml(item.name)}</p>`,
    identifier: { '@type': 'PropertyValue', name: 'エンジニアルート', value: String(item.id) },
    datePosted: publishedAt.toISOString(),
    // Listings have no closing date: 90 days after posting, but never in the past for a listing that is
    // still open (Google drops postings whose validThrough has passed).
    validThrough: new Date(Math.max(publishedAt.getTime() + VALID_DAYS * DAY_MS, now.getTime() + MIN_REMAINING_DAYS * DAY_MS)).toISOString(),
    employmentType: 'CONTRACTOR',
    hiringOrganization: { '@type': 'Organization', name: HIRING_ORGANIZATION_NAME, sameAs: appUrl },
  };
  if (item.remoteLevel === RemoteLevel.FullRemote) {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'JP' };
  } else {
    const regions = (item.areas ?? []).filter((a) => a.prefectureId !== null).map((a) => a.name);
    posting.jobLocation = (regions.length ? regions : [null]).map((region) => ({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', ...(region ? { addressRegion: region } : {}), addressCountry: 'JP' },
    }));
  }
  if (item.rateMin !== null || item.rateMax !== null) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'JPY',
      value: {
        '@type': 'QuantitativeValue',
        ...(item.rateMin !== null ? { minValue: item.rateMin } : {}),
        ...(item.rateMax !== null ? { maxValue: item.rateMax } : {}),
        unitText: 'MONTH',
      },
    };
  }
  return posting;
}
