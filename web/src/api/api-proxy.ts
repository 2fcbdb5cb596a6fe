import { matchPage } from '@er/site-meta';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { WebConfig } from '../config';
import { logger } from '../log';
import { apiUnavailable } from './api-error';

/**
 * Whether the API answers a path: its interface, the anti-forgery cookie, and its development tools (/dev/mail …;
 * a page declared under /dev, the design system's /dev/ui, is this server's).
 */
export function isApiPath(pathname: string): boolean {
  return /^\/(api|sanctum)(\/|$)/.test(pathname) || (pathname.startsWith('/dev/') && !matchPage(pathname));
}

/** Hop-by-hop headers (RFC 9110 §7.6.1): about one connection, never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'proxy-authorization', 'proxy-authenticate']);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  return out;
}

/**
 * The one-port site of `npm start`: the API's paths go on to the API (API_URL) as they came, with the visitor's
 * address in X-Forwarded-For (replacing any the client wrote: this server is the only proxy the API trusts) and
 * the site's host and scheme in X-Forwarded-Host / -Proto. Bodies stream both ways. An API that does not answer
 * gives the API's own error shape (JSON with a code, 502), never a stack trace. Where a proxy in front routes the
 * API's paths itself (compose's nginx), this is off (PROXY_API).
 */
export function apiProxy(config: Pick<WebConfig, 'apiUrl' | 'appUrl'>, clientIp: (req: Request) => string): RequestHandler {
  const target = new URL(config.apiUrl);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const site = new URL(config.appUrl);
  const log = logger('ApiProxy');
  // One line when the API stops answering (at start, while it warms up, or in an outage), not one per request.
  let answering = true;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isApiPath(req.path)) return next();
    const headers = forwardable(req.headers);
    headers['x-forwarded-for'] = clientIp(req);
    headers['x-forwarded-host'] = site.host;
    headers['x-forwarded-proto'] = site.protocol.replace(':', '');
    headers.host = target.host;
    const upstream = send(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: req.originalUrl, headers },
      (answer) => {
        answering = true;
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      if (answering) log.warn(`${req.method} ${req.path}: the API did not answer (${error.message}); answering 502 until it does`);
      answering = false;
      apiUnavailable(res, 502);
    });
    req.pipe(upstream);
  };
}
