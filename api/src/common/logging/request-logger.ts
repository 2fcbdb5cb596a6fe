import { Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';

const logger = new Logger('HTTP');

/** One line per request, replayed from the cache or not: `GET /api/health 200 3ms`. */
export function requestLogger(req: IncomingMessage, res: ServerResponse): void {
  const start = process.hrtime.bigint();
  const url = req.url; // as received: routing rewrites req.url on the way
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const line = `${req.method} ${url} ${res.statusCode} ${ms.toFixed(0)}ms`;
    if (res.statusCode >= 500) logger.error(line);
    else logger.log(line);
  });
}
