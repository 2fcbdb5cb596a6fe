import { isFilteredListPage, isServed, matchPage, notFound, pages } from '@er/site-meta';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { ApiClient, PageMetaAnswer } from '../api/api-client';
import type { WebConfig } from '../config';
import type { RemoteHintsService } from '../remotes/remote-hints';
import { injectRemoteHints } from '../remotes/remote-hints';
import type { RenderVisitor, ServerRenderer } from '../render/server-renderer';
import { fileVersion } from '../static/file-version';
import { firstDataUrls } from './first-data';
import { canonicalUrl, escapeHtml, injectMeta, isSitePath, NOT_BUILT_HTML, pageHtml, pageRedirect, SHARE_IMAGE_PATH, type PageResult } from './page-html';
import { hostBuildId, injectRuntimeConfig, runtimeConfig } from './runtime-config';

/** Private areas: disallowed in robots.txt and left out of the sitemap. */
const ROBOTS_DISALLOW = ['/admin', '/user', '/entry', '/api'];
/** Left out of the sitemap: private areas, per-member pages (skill matching), session pages, form confirmation/completion steps. */
const SITEMAP_EXCLUDED = /^\/(admin|user|user-skill-matching-item|entry|api|login|logout|considers)(\/|$)|\/(confirm|comp|thanks)$/;
const SITEMAP_TTL_MS = 60_000;

/**
 * What a page URL answers: a redirect, the 404 page, or the page — the host's index.html with the page's head
 * (title, description, canonical, robots, structured data, share preview), the runtime settings, the remote hints
 * and, for a public page, its server-rendered markup and data. Head facts only the database knows (a listing's
 * title, whether an id exists, where a merged tag went) come from the API (GET /api/front/page-meta), asked while
 * the page renders.
 */
export class PageService {
  private index?: { mtimeMs: number; html: string };
  private sitemap?: { at: number; xml: string };

  constructor(
    private readonly config: WebConfig,
    private readonly api: ApiClient,
    private readonly remoteHints: RemoteHintsService,
    private readonly renderer: ServerRenderer,
  ) {}

  /** The served host build's id (runtime-config buildId), or null without a host build. */
  async hostBuildId(): Promise<string | null> {
    const html = await this.indexHtml();
    return html ? hostBuildId(html) : null;
  }

  /** What to answer for a page URL (pathname without query); `nonce`: the response's CSP nonce. */
  async page(pathname: string, search: string, visitor: RenderVisitor, nonce: string): Promise<PageResult> {
    // A page path starts with exactly one `/` (`//item/tag/12/` is no page, never a redirect to another host).
    const redirect = pageRedirect(pathname);
    if (redirect) return { kind: 'redirect', location: `${redirect}${search}` };
    const match = isSitePath(pathname) ? matchPage(pathname) : null;
    const rawIndex = await this.indexHtml();
    if (!rawIndex) return { kind: 'unavailable', status: 503, html: NOT_BUILT_HTML };
    const runtime = runtimeConfig(this.config, rawIndex);
    const index = injectRuntimeConfig(rawIndex, runtime);
    const notFoundPage = async (): Promise<PageResult> => ({
      kind: 'page',
      status: 404,
      html: pageHtml(injectMeta(injectRemoteHints(index, await this.remoteHints.hintsFor(null)), notFound.title, notFound.description, { robots: 'noindex' }), null, nonce),
    });
    // Only declared routes are pages, and of those only what is served under this NODE_ENV.
    if (!match || !isServed(match.page, this.config.nodeEnv)) return notFoundPage();
    const pattern = match.page.path;
    // A route with parameters may have meta only the database knows; it is asked while the page renders.
    const dynamicMeta: Promise<PageMetaAnswer | null> = pattern.includes(':') ? this.api.pageMeta(pathname, visitor.ip) : Promise.resolve(null);
    dynamicMeta.catch(() => undefined);
    const rendering = this.renderer.rendersRoute(match.page) ? this.renderer.render(pathname, search, runtime, visitor) : Promise.resolve(null);
    const dynamic = await dynamicMeta;
    if (dynamic?.status === 301 && dynamic.location && isSitePath(dynamic.location)) return { kind: 'redirect', location: `${dynamic.location}${search}` };
    if (dynamic?.status === 404) return notFoundPage();
    const rendered = await rendering;
    const title = dynamic?.title ?? match.page.title;
    const description = dynamic?.description ?? match.page.description;
    const canonical = canonicalUrl(this.config.appUrl, pathname, pattern, search);
    // A page that did not render brings its remote files and the API call its content waits for with the HTML.
    const hints = await this.remoteHints.hintsFor(match.page, rendered ? [] : firstDataUrls(pattern, match.params));
    const template = injectMeta(injectRemoteHints(index, hints), title, description, {
      canonical,
      robots: isFilteredListPage(pattern, search) ? 'noindex,follow' : undefined,
      jsonLd: dynamic?.jsonLd,
      share: { url: canonical, type: pattern === '/' ? 'website' : 'article', image: `${this.config.appUrl}${SHARE_IMAGE_PATH}` },
    });
    return { kind: 'page', status: 200, html: pageHtml(template, rendered, nonce) };
  }

  /** GET /sitemap.xml: static pages without parameters, then the API's listings, tags and articles (kept 60 s). */
  async sitemapXml(): Promise<string> {
    if (this.sitemap && Date.now() - this.sitemap.at < SITEMAP_TTL_MS) return this.sitemap.xml;
    const staticPaths = pages
      .filter((p) => isServed(p, 'production') && p.layout !== 'staff')
      .map((p) => p.path)
      .filter((p) => !p.includes(':') && !p.includes('*') && !SITEMAP_EXCLUDED.test(p));
    const dynamic = await this.api.sitemapEntries();
    const base = this.config.appUrl;
    const urls = [
      ...staticPaths.map((p) => `<url><loc>${escapeHtml(base + p)}</loc></url>`),
      ...dynamic.map((e) => `<url><loc>${escapeHtml(base + e.path)}</loc>${e.lastmod ? `<lastmod>${escapeHtml(e.lastmod)}</lastmod>` : ''}</url>`),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    this.sitemap = { at: Date.now(), xml };
    return xml;
  }

  robotsTxt(): string {
    return ['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${this.config.appUrl}/sitemap.xml`, ''].join('\n');
  }

  /** The host build's index.html, read again when the file changes (a redeploy of the host in place). */
  private async indexHtml(): Promise<string | null> {
    const file = path.join(this.config.staticRoot, 'mfe-host', 'dist', 'index.html');
    const mtimeMs = await fileVersion(file);
    if (mtimeMs === null) return null;
    try {
      if (this.index?.mtimeMs !== mtimeMs) this.index = { mtimeMs, html: await readFile(file, 'utf8') };
      return this.index.html;
    } catch {
      return null;
    }
  }
}
