import { compressedResponses } from '@er/server-kit/content-encoding';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import * as path from 'node:path';
import { ApiClient, ApiRateLimited, ApiUnavailable } from './api/api-client';
import { apiError, apiUnavailable } from './api/api-error';
import { apiProxy, isApiPath } from './api/api-proxy';
import { SharedAnswers } from './api/shared-answers';
import { BuildInfoService } from './build-info';
import type { WebConfig } from './config';
import { pageHandler } from './pages/page-handler';
import { SHARE_IMAGE_PATH } from './pages/page-html';
import { PageService } from './pages/pages';
import { RemoteHintsService } from './remotes/remote-hints';
import { ServerRenderer } from './render/server-renderer';
import { securityHeaders } from './security/page-headers';
import { mountSiteStatic } from './static/site-static';

/** In the site-meta package (drawn by scripts/og-image.mjs). */
const SHARE_IMAGE_FILE = path.join(path.dirname(require.resolve('@er/site-meta/package.json')), 'og-image.png');

/**
 * The web server: the host's pages (rendered here, with the remotes' verified server builds), the host's and — when
 * served here — the remotes' static files, the sitemap, robots.txt, the share image, the remote map and the build
 * versions. It holds no secret: its data comes from the API over HTTP. With PROXY_API (the one-port `npm start`)
 * it also forwards the API's paths to the API.
 */
export function createWebServer(config: WebConfig): Express {
  const app = express();
  app.disable('x-powered-by');
  // Paths match in their exact letter case, and X-Forwarded-For is believed only from the proxies named.
  app.set('case sensitive routing', true);
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);
  const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

  // One shared cache of the API's public answers for the page meta and the renders' data.
  const answers = new SharedAnswers();
  const api = new ApiClient(config, answers.fetch);
  const remoteHints = new RemoteHintsService(config);
  const renderer = new ServerRenderer(config, answers);
  const pages = new PageService(config, api, remoteHints, renderer);
  const buildInfo = new BuildInfoService(config, pages);

  // Answered here, though under /api: which builds this server serves (the front end's update check).
  app.get('/api/front/build-info', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    buildInfo.buildInfo().then((info) => res.json(info), next);
  });
  // Before compression and the page headers: the API's answers pass as the API wrote them.
  if (config.proxyApi) app.use(apiProxy(config, clientIp));

  app.use(compressedResponses());
  app.use(...securityHeaders(config));

  app.get('/mf-remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remoteHints.manifestUrls());
  });
  app.get('/sitemap.xml', (_req, res, next) => {
    pages.sitemapXml().then((xml) => {
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.type('application/xml').send(xml);
    }, next);
  });
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(pages.robotsTxt());
  });
  app.get(SHARE_IMAGE_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.sendFile(SHARE_IMAGE_FILE);
  });

  const notFound = (req: Request, res: Response) => apiError(res, 404, 'ROUTE_NOT_FOUND', '指定されたページが見つかりませんでした');
  mountSiteStatic(app, config, notFound);
  // No API behind this server on these paths (a proxy in front routes them): the API's JSON 404.
  app.use((req, res, next) => (isApiPath(req.path) || req.path.startsWith('/remotes/') ? notFound(req, res) : next()));
  app.use(pageHandler(config, pages, clientIp));
  app.use((req, res) => apiError(res, 405, 'METHOD_NOT_ALLOWED', 'この操作は許可されていません'));
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return res.destroy();
    if (error instanceof ApiRateLimited) {
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
      return apiError(res, 429, 'RATE_LIMITED', 'リクエストが多すぎます。しばらくしてから再度お試しください');
    }
    if (error instanceof ApiUnavailable) return apiUnavailable(res, 503);
    return apiError(res, 500, 'INTERNAL_ERROR', 'サーバーでエラーが発生しました。');
  });
  return app;
}
