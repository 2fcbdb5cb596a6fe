import { Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redactUrl } from '@er/contracts/secret-query';
import { WARM_UP_USER_AGENT } from '../../start-up-warm-up';

const logger = new Logger('HTTP');

/**
 * One line per request, replayed from the cache or not: `GET /api/health 200 3ms`. The start-up warm-up's own
 * requests (hundreds of searches) are left out: main.ts logs one line for all of them. Secret query values
 * (a mailed link's token, …) are written as [REDACTED]: a log outlives the link and is read by more people.
 */
export function requestLogger(req: IncomingMessage, res: ServerResponse): void {
  if (req.headers['user-agent'] === WARM_UP_USER_AGENT) return;
  const start = process.hrtime.bigint();
  const url = redactUrl(req.url ?? ''); // as received: routing rewrites req.url on the way
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const line = `${req.method} ${url} ${res.statusCode} ${ms.toFixed(0)}ms`;
    if (res.statusCode >= 500) logger.error(line);
    else logger.log(line);
  });
}
