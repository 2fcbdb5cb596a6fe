import type { Request } from 'express';

/**
 * The visitor's address as Express resolved it under TRUST_PROXY: the socket address, or the entry of
 * X-Forwarded-For that the trusted proxies vouch for (never a value the client wrote itself). The web server is
 * one of those proxies: its calls for a page it renders carry the visitor's address in X-Forwarded-For, so what
 * is counted per visitor (listing views, rate limits) counts the visitor, not the web server.
 */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
