import { isLinkTokenPath } from '@er/contracts/routes';
import { VISITOR_COOKIE_MAX_AGE_MS, visitorCookieName, visitorIdOf } from '@er/contracts/visitor-cookie';
import { isBotUserAgent } from '@er/site-meta/bots';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { ApiRateLimited, ApiUnavailable } from '../api/api-client';
import type { WebConfig } from '../config';
import { logger } from '../log';
import { cspNonce } from '../security/page-headers';
import { rateLimitedHtml, SERVER_ERROR_HTML, SERVICE_UNAVAILABLE_HTML, type PageResult } from './page-html';
import type { PageService } from './pages';
import type { RenderVisitor } from '../render/server-renderer';

/** Seconds a visitor is asked to wait when the API cannot answer (Retry-After of the 503 page). */
const API_RETRY_AFTER_SECONDS = 30;

/**
 * The page answer for every GET that is not a file or an API path. Every page gives a browser its visitor id, so
 * that the listing views it makes (this render's data calls, and the browser's calls after it) count it as one
 * visitor; crawlers are not counted: they get none.
 */
export function pageHandler(config: Pick<WebConfig, 'secureCookies'>, pages: PageService, clientIp: (req: Request) => string): RequestHandler {
  const log = logger('Pages');
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const userAgent = req.get('user-agent');
    const visitorId = isBotUserAgent(userAgent) ? undefined : ensureVisitorId(req, res, config.secureCookies);
    const visitor: RenderVisitor = { ip: clientIp(req), userAgent, ...(visitorId ? { visitorId } : {}) };
    pageOrUnavailable(pages, req.path, search, visitor, cspNonce(res))
      .then((result) => send(req, res, result))
      .catch((error: unknown) => {
        log.error(`${req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (res.headersSent) return res.destroy();
        res.status(500).setHeader('Cache-Control', 'no-store');
        res.type('html').send(SERVER_ERROR_HTML);
      });
  };
}

/**
 * The page; while the API (or its database) cannot answer, the Japanese "temporarily unavailable" page (503); when
 * the API refuses the visitor's calls for their rate, the Japanese "too many requests" page (429).
 */
async function pageOrUnavailable(pages: PageService, pathname: string, search: string, visitor: RenderVisitor, nonce: string): Promise<PageResult> {
  try {
    return await pages.page(pathname, search, visitor, nonce);
  } catch (error) {
    if (error instanceof ApiRateLimited) return { kind: 'unavailable', status: 429, html: rateLimitedHtml(error.retryAfterSeconds), retryAfterSeconds: error.retryAfterSeconds };
    if (!(error instanceof ApiUnavailable)) throw error;
    return { kind: 'unavailable', status: 503, html: SERVICE_UNAVAILABLE_HTML, retryAfterSeconds: error.retryAfterSeconds ?? API_RETRY_AFTER_SECONDS };
  }
}

function send(req: Request, res: Response, result: PageResult): void {
  if (result.kind === 'redirect') {
    res.redirect(301, result.location);
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  // A mailed link's page has its secret in the URL until its script takes it out: no request it makes (scripts,
  // the remotes, a link the visitor follows) may carry the URL as Referer.
  if (isLinkTokenPath(req.path)) res.setHeader('Referrer-Policy', 'no-referrer');
  if (result.kind === 'unavailable') {
    res.setHeader('Cache-Control', 'no-store');
    if (result.retryAfterSeconds) res.setHeader('Retry-After', String(result.retryAfterSeconds));
  }
  if (result.status >= 400 && isBotUserAgent(req.get('user-agent'))) {
    // SPEC §2: crawlers get the bare status and a minimal body, not the SPA error page.
    res.status(result.status).type('text/plain').send(STATUS_CODES[result.status] ?? 'Error');
    return;
  }
  res.status(result.status).type('html').send(result.html);
}

/** The request's visitor id, or a new one sent back with the page (@er/contracts/visitor-cookie). */
function ensureVisitorId(req: Request, res: Response, secure: boolean): string {
  const known = visitorIdOf(req.headers.cookie);
  if (known) return known;
  const id = randomBytes(32).toString('base64url');
  res.cookie(visitorCookieName(secure), id, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: VISITOR_COOKIE_MAX_AGE_MS });
  return id;
}
