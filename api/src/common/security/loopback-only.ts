import { NotFoundException } from '@nestjs/common';
import { isIPv4 } from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { clientIp } from './client-ip';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6-mapped address (a dual-stack socket's ::ffff:127.0.0.1). */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return ip === '::1' || ip === '0:0:0:0:0:0:0:1';
}

/**
 * Answers every request whose client (the socket address, or the X-Forwarded-For entry TRUST_PROXY vouches for,
 * client-ip.ts) is not this machine with the routing's own 404, as if the route did not exist. A proxy on this
 * machine forwarding a visitor does not make the visitor local.
 */
export function loopbackOnly(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (isLoopbackAddress(clientIp(req))) return next();
    next(new NotFoundException());
  };
}
