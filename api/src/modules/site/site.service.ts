import { Inject, Injectable, Optional } from '@nestjs/common';
import { canonicalPath, isFilteredListPage, isServed, matchPage, notFound, pages, siteName } from '@er/site-meta';
import { readFile, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../common/errors/common.errors';
import type { AppConfig } from '../../config/app-config';
import { addScriptNonce } from '../../common/security/helmet';
import { InjectConfig } from '../../config/app-config.module';
import { combinePageMetaResolvers, MORE_PAGE_META_RESOLVERS, PAGE_META_RESOLVER, type PageMetaResolver } from './page-meta';
import { firstDataUrls } from './first-data';
import { injectRemoteHints, RemoteHintsService } from './remote-hints';
import { hostBuildId, injectRuntimeConfig, runtimeConfig } from './runtime-config';
import { ServerRendererService, type RenderVisitor, type ServerRenderedPage } from './ssr/server-renderer.service';

export type PageResult =
  | { kind: 'page'; status: 200 | 404; html: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'unavailable'; html: string; retryAfterSeconds?: number };

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => escapeMap[c]);

export interface HeadExtras {
  /** Absolute canonical URL → <link rel="canonical">. */
  canonical?: string;
  /** e.g. 'noindex,follow' → <meta name="robots">. */
  robots?: string;
  /** Structured data → <script type="application/ld+json"> (escaped against </script> injection). */
  jsonLd?: Record<string, unknown>;
  /** Link previews (LINE, X, Facebook, Slack): Open Graph and the X card, with the page's title and description. */
  share?: SharePreview;
}

export interface SharePreview {
  /** Absolute URL of the page (its canonical). */
  url: string;
  /** 'website' for the top page, 'article' for every other page. */
  type: 'website' | 'article';
  /** Absolute URL of a 1200×630 image. */
  image: string;
}

/** The site's share image (scripts/og-image.mjs draws it), served by SiteController at this path. */
export const SHARE_IMAGE_PATH = '/og-image.png';

/**
 * JSON for an inline <script>: `<`, `>` and `&` become \u escapes (so `</script>` or `<!--` in a
 * listing's text cannot end the script), as do U+2028/2029. Still valid JSON with the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const CANONICAL_RE = /<link\s+rel=["']?canonical["']?[^>]*>/gi;
const ROBOTS_RE = /<meta\s+name=["']?robots["']?(?=[\s>\/])[^>]*>/gi;
const JSON_LD_RE = /<script\s+type=["']?application\/ld\+json["']?[^>]*>[\s\S]*?<\/script>/gi;
const SHARE_RE = /<meta\s+(?:property=["']?og:|name=["']?twitter:)[^>]*>/gi;

function shareTags(title: string, description: string, share: SharePreview): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  return (
    property('og:site_name', siteName) +
    property('og:locale', 'ja_JP') +
    property('og:type', share.type) +
    property('og:url', share.url) +
    property('og:title', title) +
    property('og:description', description) +
    property('og:image', share.image) +
    property('og:image:width', '1200') +
    property('og:image:height', '630') +
    property('og:image:alt', siteName) +
    `<meta name="twitter:card" content="summary_large_image">`
  );
}

/**
 * The single place that writes the page's <head> meta into the host's index.html: <title>,
 * <meta name="description">, and optionally canonical, robots and JSON-LD (existing ones are replaced).
 */
export function injectMeta(html: string, title: string, description: string, extras: HeadExtras = {}): string {
  const titleTag = `<title>${escapeHtml(title)}</title>`;
  const metaTag = `<meta name="description" content="${escapeHtml(description)}">`;
  let out = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => titleTag)
    : html.replace(/<\/head>/i, () => `${titleTag}</head>`);
  out = /<meta\s+name=["']?description["']?(?=[\s>\/])[^>]*>/i.test(out)
    ? out.replace(/<meta\s+name=["']?description["']?(?=[\s>\/])[^>]*>/i, () => metaTag)
    : out.replace(/<\/title>/i, () => `</title>${metaTag}`);
  if (extras.canonical === undefined && extras.robots === undefined && extras.jsonLd === undefined && extras.share === undefined) return out;
  out = out.replace(CANONICAL_RE, '').replace(ROBOTS_RE, '').replace(JSON_LD_RE, '').replace(SHARE_RE, '');
  let head = extras.share ? shareTags(title, description, extras.share) : '';
  if (extras.canonical !== undefined) head += `<link rel="canonical" href="${escapeHtml(extras.canonical)}">`;
  if (extras.robots !== undefined) head += `<meta name="robots" content="${escapeHtml(extras.robots)}">`;
  if (extras.jsonLd !== undefined) head += `<script type="application/ld+json">${jsonForScript(extras.jsonLd)}</script>`;
  return out.replace(/<\/head>/i, () => `${head}</head>`);
}

const ROOT_RE = /<div id=["']?root["']?><\/div>/i;

/**
 * A server-rendered page's markup into the empty `<div id="root">` of index.html, followed by the query cache it
 * was rendered from (`<script id="er-query-state" type="application/json">`, read by mfe-host's bootstrap), which
 * carries the response's CSP nonce. Put in last (pageHtml): the markup is never searched for tags to replace
 * nor given a nonce.
 */
export function injectServerRendered(html: string, rendered: ServerRenderedPage | null, nonce: string): string {
  if (!rendered || !ROOT_RE.test(html)) return html;
  const state = `<script nonce="${nonce}" id="er-query-state" type="application/json">${jsonForScript(rendered.queryState)}</script>`;
  return html.replace(ROOT_RE, () => `<div id="root">${rendered.html}</div>${state}`);
}

/**
 * The page as sent: the template (index.html with what the server wrote into its head) gets the response's CSP
 * nonce on each of its own <script> tags, and only then the server-rendered markup goes into its root. Markup a
 * page renders is content (a listing's or an article's text, a remote's output): a `<script` in it, whatever
 * put it there, gets no nonce and so never runs.
 */
export function pageHtml(template: string, rendered: ServerRenderedPage | null, nonce: string): string {
  return injectServerRendered(addScriptNonce(template, nonce), rendered, nonce);
}

/** Canonical URL: APP_URL + the canonical path and kept parameters (@er/site-meta canonicalPath). */
export function canonicalUrl(appUrl: string, pathname: string, pattern: string, search: string): string {
  return `${appUrl}${canonicalPath(pathname, pattern, search)}`;
}

const UNAVAILABLE_HTML = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>準備中｜エンジニアルート</title></head><body style="font-family:sans-serif;margin:2rem"><h1>画面のビルドが見つかりません</h1><p>フロントエンドがまだビルドされていません。リポジトリのルートで <code>npm run build</code> を実行してから、もう一度アクセスしてください。</p><p>API は <a href="/api/health">/api/health</a> で動作を確認できます。</p></body></html>`;

/**
 * The page while the database cannot be reached: self-contained (no script, no API call, no site chrome that
 * would need data), so it shows whatever else is down.
 */
export const SERVICE_UNAVAILABLE_HTML = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>一時的にご利用いただけません｜${escapeHtml(siteName)}</title></head><body style="font-family:sans-serif;margin:2rem;line-height:1.7"><h1>一時的にご利用いただけません</h1><p>${escapeHtml(SERVICE_UNAVAILABLE_MESSAGE)}</p><p><a href="/">トップページへ</a></p></body></html>`;

const REMOTE_INDEX_TTL_MS = 10_000;
const SITEMAP_TTL_MS = 60_000;
/** Private areas: disallowed in robots.txt and left out of the sitemap. */
const ROBOTS_DISALLOW = ['/admin', '/user', '/entry', '/api'];
/** Left out of the sitemap: private areas, per-member pages (skill matching), session pages, form confirmation/completion steps. */
const SITEMAP_EXCLUDED = /^\/(admin|user|user-skill-matching-item|entry|api|login|logout|considers)(\/|$)|\/(confirm|comp|thanks)$/;

/**
 * A path this site can serve or redirect to: exactly one leading `/`, not followed by `\` (browsers read
 * `/\host` as `//host`), and no backslash or control character anywhere. A redirect location built from it
 * stays on this site.
 */
export function isSitePath(pathname: string): boolean {
  return /^\/(?![\/\\])/.test(pathname) && !/[\\\u0000-\u001f\u007f]/.test(pathname);
}

/** One URL per listing, tag or article: /item/detail/005 → /item/detail/5; null when nothing changes. */
function unpaddedIds(pathname: string): string | null {
  const unpadded = pathname.replace(/\/0+(?=\d)/g, '/');
  return unpadded !== pathname && matchPage(unpadded) ? unpadded : null;
}

/**
 * Where a page path is redirected (301), or null. SPEC §2: a trailing slash is dropped when the bare path
 * is a page (/item/tag/12/ → /item/tag/12); a page declared with its trailing slash gets it (issue 11:
 * /column → /column/); one URL per listing, tag or article: /item/detail/005 → /item/detail/5 (a padded id
 * answered 200 with the listing's canonical left a duplicate page). Built only from a site path
 * (isSitePath); dropping trailing slashes or leading zeros, or adding one slash at the end, keeps it one, so
 * the location can never leave the site.
 */
export function pageRedirect(pathname: string): string | null {
  if (!isSitePath(pathname)) return null;
  if (pathname.length > 1 && pathname.endsWith('/') && !matchPage(pathname)) {
    const bare = pathname.replace(/\/+$/, '') || '/';
    if (matchPage(bare)) return unpaddedIds(bare) ?? bare; // one hop: /item/tag/012/ → /item/tag/12
  }
  if (!pathname.endsWith('/') && !matchPage(pathname) && matchPage(`${pathname}/`)) return `${pathname}/`;
  return unpaddedIds(pathname);
}

@Injectable()
export class SiteService {
  private cache?: { mtimeMs: number; html: string };
  private remoteCache?: { fetchedAt: number; html: string };
  private sitemapCache?: { at: number; xml: string };

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly remoteHints: RemoteHintsService,
    private readonly renderer: ServerRendererService,
    @Optional() @Inject(PAGE_META_RESOLVER) resolver?: PageMetaResolver,
    @Optional() @Inject(MORE_PAGE_META_RESOLVERS) moreResolvers: PageMetaResolver[] = [],
  ) {
    this.resolver = combinePageMetaResolvers([resolver, ...moreResolvers]);
  }

  /** PAGE_META_RESOLVER first, then MORE_PAGE_META_RESOLVERS (news …). */
  private readonly resolver?: PageMetaResolver;

  /** The served host build's id (runtime-config buildId), or null without a host build. */
  async hostBuildId(): Promise<string | null> {
    const html = await this.indexHtml();
    return html ? hostBuildId(html) : null;
  }

  /** GET /mf-remotes.json: every registered remote (packages/contracts/remotes.js) → its mf-manifest.json URL. */
  remotesManifest(): Record<string, string> {
    return this.remoteHints.manifestUrls();
  }

  /** What to answer for a page URL (pathname without query); `nonce`: the response's CSP nonce. */
  async page(pathname: string, search: string, visitor: RenderVisitor, nonce: string): Promise<PageResult> {
    // Issue 9: `//item/tag/12/` matched a page (empty segments are skipped) and was redirected to
    // `//item/tag/12`, which a browser reads as another host. A page path starts with exactly one `/`;
    // anything else is no page (404) and never a redirect.
    const redirect = pageRedirect(pathname);
    if (redirect) return { kind: 'redirect', location: `${redirect}${search}` };
    const match = isSitePath(pathname) ? matchPage(pathname) : null;
    const rawIndex = await this.indexHtml();
    // SPEC §1/§9: every served page carries the runtime settings (GTM, Firebase, build id).
    if (!rawIndex) return { kind: 'unavailable', html: UNAVAILABLE_HTML };
    const runtime = runtimeConfig(this.config, rawIndex);
    const index = injectRuntimeConfig(rawIndex, runtime);
    // Issue 17: the remote map always comes with the page (the host registers the remotes without fetching it);
    // a page that is not found preloads nothing else.
    const notFoundPage = async (): Promise<PageResult> => ({
      kind: 'page',
      status: 404,
      html: pageHtml(injectMeta(injectRemoteHints(index, await this.remoteHints.hintsFor(null)), notFound.title, notFound.description, { robots: 'noindex' }), null, nonce),
    });
    // Issue 11: only declared routes are pages (no wildcards), and of those only what is served under this
    // NODE_ENV (a `planned` SPEC route is not built yet; /dev/ui is development only): anything else is
    // the 404 page with status 404 and noindex, as the host shows it.
    if (!match || !isServed(match.page, this.config.nodeEnv)) return notFoundPage();
    const pattern = match.page.path;
    const base = { title: match.page.title, description: match.page.description };
    const dynamic = this.resolver ? await this.resolver.resolve(pattern, match.params, base) : null;
    if (dynamic?.status === 301) return { kind: 'redirect', location: `${dynamic.location}${search}` };
    if (dynamic?.status === 404) return notFoundPage();
    const meta = dynamic ?? { ...base, status: 200 as const };
    const canonical = canonicalUrl(this.config.appUrl, pathname, pattern, search);
    // Issue 17: a public page comes rendered, with the data it was rendered from; else (or when rendering fails)
    // the route's remote files and the API call its content waits for start with the HTML.
    const rendered = this.renderer.rendersRoute(match.page) ? await this.renderer.render(pathname, search, runtime, visitor) : null;
    const hints = await this.remoteHints.hintsFor(match.page, rendered ? [] : firstDataUrls(pattern, match.params));
    const template = injectMeta(injectRemoteHints(index, hints), meta.title, meta.description, {
      canonical,
      robots: isFilteredListPage(pattern, search) ? 'noindex,follow' : undefined,
      jsonLd: dynamic?.jsonLd,
      share: {
        url: canonical,
        type: pattern === '/' ? 'website' : 'article',
        image: `${this.config.appUrl}${SHARE_IMAGE_PATH}`,
      },
    });
    return { kind: 'page', status: 200, html: pageHtml(template, rendered, nonce) };
  }

  /** GET /sitemap.xml: static pages without parameters, then the resolver's tags and open listings (cached 60 s). */
  async sitemapXml(): Promise<string> {
    if (this.sitemapCache && Date.now() - this.sitemapCache.at < SITEMAP_TTL_MS) return this.sitemapCache.xml;
    const staticPaths = pages
      .filter((p) => isServed(p, 'production') && p.layout !== 'staff')
      .map((p) => p.path)
      .filter((p) => !p.includes(':') && !p.includes('*') && !SITEMAP_EXCLUDED.test(p));
    const dynamic = this.resolver ? await this.resolver.sitemapEntries() : [];
    const base = this.config.appUrl;
    const urls = [
      ...staticPaths.map((p) => `<url><loc>${escapeHtml(base + p)}</loc></url>`),
      ...dynamic.map(
        (e) => `<url><loc>${escapeHtml(base + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
      ),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    this.sitemapCache = { at: Date.now(), xml };
    return xml;
  }

  robotsTxt(): string {
    return ['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${this.config.appUrl}/sitemap.xml`, ''].join('\n');
  }

  private async indexHtml(): Promise<string | null> {
    return this.config.hostIndexUrl ? this.remoteIndexHtml(this.config.hostIndexUrl) : this.localIndexHtml();
  }

  /**
   * The host deployed as its own service: its index.html is fetched and kept for a few seconds, so a
   * redeployed host is picked up without restarting the API, and a host outage still serves the last copy.
   */
  private async remoteIndexHtml(url: string): Promise<string | null> {
    const fresh = this.remoteCache && Date.now() - this.remoteCache.fetchedAt < REMOTE_INDEX_TTL_MS;
    if (fresh) return this.remoteCache!.html;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      this.remoteCache = { fetchedAt: Date.now(), html: await response.text() };
    } catch {
      if (!this.remoteCache) return null;
    }
    return this.remoteCache!.html;
  }

  private async localIndexHtml(): Promise<string | null> {
    const file = path.join(this.config.staticRoot, 'mfe-host', 'dist', 'index.html');
    try {
      const info = await stat(file);
      if (this.cache?.mtimeMs !== info.mtimeMs) this.cache = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
      return this.cache.html;
    } catch {
      return null;
    }
  }
}
