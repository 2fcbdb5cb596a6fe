import { Controller, Get, Header, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RemotesManifestDto } from './dto/remotes-manifest.dto';
import { STATUS_CODES } from 'node:http';
import * as path from 'node:path';
import { isBotUserAgent } from './bot-user-agent';
import { ensureVisitorId } from '../../common/security/visitor-cookie';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { cspNonce } from '../../common/security/helmet';
import { clientIp } from '../../common/security/client-ip';
import { matchPage } from '@er/site-meta';
import { isLinkTokenPath } from '@er/contracts/routes';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../database/database-unavailable';
import { SERVICE_UNAVAILABLE_HTML, SHARE_IMAGE_PATH, SiteService, type PageResult } from './site.service';
import type { RenderVisitor } from './ssr/server-renderer.service';

/** In the site-meta package, which the API image carries (docker/api.Dockerfile copies packages/). */
const SHARE_IMAGE_FILE = path.join(path.dirname(require.resolve('@er/site-meta/package.json')), 'og-image.png');

/**
 * Prefixes that are never pages: unknown paths there get the JSON error shape, not the SPA — except a page
 * route declared there (@er/contracts/routes: /dev/ui, development only; SiteService answers 404 elsewhere).
 */
const NOT_PAGES = /^\/(api|dev|sanctum|remotes)(\/|$)/i;

/**
 * The site on the API's port. Registered last (AppModule), so every API route wins over the
 * catch-all page route.
 */
@ApiTags('site')
@Controller()
export class SiteController {
  constructor(
    private readonly site: SiteService,
    @InjectConfig() private readonly config: Pick<AppConfig, 'secureCookies'>,
  ) {}

  @Get('mf-remotes.json')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ operationId: 'getRemotesManifest', summary: 'マイクロフロントエンド（リモート）のマニフェストURL' })
  @ApiOkResponse({ type: RemotesManifestDto })
  getRemotesManifest(): RemotesManifestDto {
    return this.site.remotesManifest();
  }

  @Get('sitemap.xml')
  @ApiExcludeEndpoint()
  async sitemap(@Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/xml').send(await this.site.sitemapXml());
  }

  @Get('robots.txt')
  @ApiExcludeEndpoint()
  robots(@Res() res: Response): void {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(this.site.robotsTxt());
  }

  /** The share image of every page's og:image (packages/site-meta/og-image.png, drawn by scripts/og-image.mjs). */
  @Get(SHARE_IMAGE_PATH.slice(1))
  @ApiExcludeEndpoint()
  shareImage(@Res() res: Response): void {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.sendFile(SHARE_IMAGE_FILE);
  }

  @Get('{*path}')
  @ApiExcludeEndpoint()
  async renderPage(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (NOT_PAGES.test(req.path) && !matchPage(req.path)) throw new NotFoundException();
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    // Every page gives a browser its visitor id, so that the listing views it makes (this render's data call, and
    // the API calls after it) count it as one visitor (ItemViewerMarks). Crawlers are not counted: they get none.
    const userAgent = req.get('user-agent');
    const visitorId = isBotUserAgent(userAgent) ? undefined : ensureVisitorId(req, res, this.config.secureCookies);
    const result = await this.pageOrUnavailable(req, search, { ip: clientIp(req), userAgent, ...(visitorId ? { visitorId } : {}) }, cspNonce(res));
    if (result.kind === 'redirect') {
      res.redirect(301, result.location);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // A mailed link's page has its secret in the URL until its script takes it out: no request it makes
    // (scripts, the remotes, a link the visitor follows) may carry the URL as Referer. Other pages keep the
    // site's policy (helmet.ts).
    if (isLinkTokenPath(req.path)) res.setHeader('Referrer-Policy', 'no-referrer');
    if (result.kind === 'unavailable' && result.retryAfterSeconds) {
      res.setHeader('Retry-After', String(result.retryAfterSeconds));
      res.setHeader('Cache-Control', 'no-store');
    }
    const status = result.kind === 'unavailable' ? 503 : result.status;
    if (status >= 400 && isBotUserAgent(req.get('user-agent'))) {
      // SPEC §2: crawlers get the bare status and a minimal body, not the SPA error page.
      res.status(status).type('text/plain').send(STATUS_CODES[status] ?? 'Error');
      return;
    }
    res.type('html');
    if (result.kind === 'unavailable') {
      res.status(503).send(result.html);
      return;
    }
    res.status(result.status).send(result.html);
  }

  /** The page, or while the database cannot be reached the Japanese "temporarily unavailable" page (503). */
  private async pageOrUnavailable(req: Request, search: string, visitor: RenderVisitor, nonce: string): Promise<PageResult> {
    try {
      return await this.site.page(req.path, search, visitor, nonce);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return { kind: 'unavailable', html: SERVICE_UNAVAILABLE_HTML, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
    }
  }
}
