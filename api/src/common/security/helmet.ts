import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../../config/app-config';

/**
 * Security headers of the API's answers. The API answers JSON (and, in development, the plain /dev tool pages):
 * nothing it sends may run a script, load anything or be framed. The pages' own policy (scripts by nonce, the
 * remotes' origins, GTM, Firebase) is the web server's (web/src/security/page-headers.ts).
 */
export function securityHeaders(config: Pick<AppConfig, 'nodeEnv'>): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          // The /dev tool pages style their tables inline; a mail's HTML is shown in a sandboxed srcdoc frame.
          styleSrc: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          frameSrc: ["'self'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      hsts: config.nodeEnv === 'production',
    }) as RequestHandler,
  ];
}
