import type { Request } from 'express';

/**
 * The visitor's address as Express resolved it under TRUST_PROXY: the socket address, or the entry of
 * X-Forwarded-For that the trusted proxies vouch for (never a value the client wrote itself).
 */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
