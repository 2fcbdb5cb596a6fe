import type { Request } from 'express';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Issue 17: the server renderer (modules/site/ssr) asks this API for a page's data on the visitor's behalf. Its
 * calls carry this process's secret and the visitor's address, so that what is counted per visitor (listing
 * views, rate limits) counts the visitor, not the renderer. Drawn at start, never sent out of the process.
 */
export const SERVER_RENDER_TOKEN = randomBytes(24).toString('base64url');
export const SERVER_RENDER_HEADER = 'x-server-render';
export const SERVER_RENDER_CLIENT_IP_HEADER = 'x-server-render-client-ip';

const TOKEN = Buffer.from(SERVER_RENDER_TOKEN);

/** The visitor's address a server render's call carries, or undefined for any other request. */
export function serverRenderClientIp(headers: IncomingHttpHeaders): string | undefined {
  const token = headers[SERVER_RENDER_HEADER];
  const ip = headers[SERVER_RENDER_CLIENT_IP_HEADER];
  if (typeof token !== 'string' || typeof ip !== 'string' || token.length !== SERVER_RENDER_TOKEN.length) return undefined;
  return timingSafeEqual(Buffer.from(token), TOKEN) ? ip : undefined;
}

/**
 * The visitor's address as Express resolved it under TRUST_PROXY: the socket address, or the entry of
 * X-Forwarded-For that the trusted proxies vouch for (never a value the client wrote itself); for a call of this
 * process's server renderer, the address of the visitor it renders for.
 */
export function clientIp(req: Request): string {
  return serverRenderClientIp(req.headers) ?? req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
