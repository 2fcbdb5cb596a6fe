import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../../config/app-config';

/** Origins of remotes configured with absolute URLs (root-relative ones are 'self'). */
function remoteOrigins(config: AppConfig): string[] {
  return [config.remoteItemsUrl, config.remoteAccountUrl, config.remoteAdminUrl]
    .filter((u) => /^https?:\/\//.test(u))
    .map((u) => new URL(u).origin);
}

/**
 * Security headers. CSP fits the SPA: scripts only from us and the remotes (no inline script;
 * JSON-LD blocks are data, not executed, so CSP does not apply to them), inline styles allowed
 * (React style props), analytics tag container (SPEC §1) allowed explicitly.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const remotes = remoteOrigins(config);
  const analytics = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...analytics],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        connectSrc: ["'self'", ...remotes, ...analytics, 'https://*.googleapis.com'],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:', ...remotes],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
      },
    },
    // The remotes are fetched by the host's runtime; their static route re-allows cross-origin use.
    crossOriginEmbedderPolicy: false,
    hsts: config.nodeEnv === 'production',
  }) as RequestHandler;
}
