import { Controller, Get, Header, Inject, Optional, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { matchPage } from '@er/site-meta';
import { PublicCache } from '../../common/http-cache/public-cache.decorator';
import { combinePageMetaResolvers, MORE_PAGE_META_RESOLVERS, PAGE_META_RESOLVER, type PageMetaResolver, type SitemapEntry } from './page-meta';
import { PageMetaQueryDto, PageMetaResponseDto, SitemapEntriesResponseDto } from './dto/page-meta.dto';

const SITEMAP_TTL_MS = 60_000;

/**
 * The data of a page's head that only the database knows — a listing's or a tag's title and structured data,
 * whether an id exists, where a merged tag went — and the dynamic URLs of the sitemap. The web server asks here
 * like any client; the site module never queries tables itself (the feature modules' resolvers do).
 */
@ApiTags('site')
@Controller('api/front')
export class PageMetaController {
  private readonly resolver?: PageMetaResolver;
  private sitemap?: { at: number; entries: Promise<SitemapEntry[]> };

  constructor(
    @Optional() @Inject(PAGE_META_RESOLVER) resolver?: PageMetaResolver,
    @Optional() @Inject(MORE_PAGE_META_RESOLVERS) moreResolvers: PageMetaResolver[] = [],
  ) {
    this.resolver = combinePageMetaResolvers([resolver, ...moreResolvers]);
  }

  @Get('page-meta')
  @PublicCache()
  @ApiOperation({ operationId: 'pageMeta', summary: 'ページのタイトル・説明・構造化データ・ステータス（Web サーバーのサーバーレンダリング用）' })
  @ApiOkResponse({ type: PageMetaResponseDto })
  async pageMeta(@Query() query: PageMetaQueryDto): Promise<PageMetaResponseDto> {
    const match = matchPage(query.path);
    if (!match) return { status: 404 };
    const base = { title: match.page.title, description: match.page.description };
    const meta = this.resolver ? await this.resolver.resolve(match.page.path, match.params, base) : null;
    if (!meta) return { status: 200, ...base };
    if (meta.status === 301) return { status: 301, location: meta.location };
    return { status: meta.status, title: meta.title, description: meta.description, ...(meta.jsonLd ? { jsonLd: meta.jsonLd } : {}) };
  }

  @Get('sitemap-entries')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ operationId: 'sitemapEntries', summary: 'サイトマップの動的なURL（公開中の案件・タグ・お知らせ）' })
  @ApiOkResponse({ type: SitemapEntriesResponseDto })
  async sitemapEntries(): Promise<SitemapEntriesResponseDto> {
    if (!this.sitemap || Date.now() - this.sitemap.at >= SITEMAP_TTL_MS) {
      const entries = this.resolver ? this.resolver.sitemapEntries() : Promise.resolve([]);
      entries.catch(() => (this.sitemap = undefined));
      this.sitemap = { at: Date.now(), entries };
    }
    const entries = await this.sitemap.entries;
    return { entries: entries.map((e) => ({ path: e.path, ...(e.lastmod ? { lastmod: e.lastmod.toISOString() } : {}) })) };
  }
}
