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
 * (React style props). The analytics tag container (SPEC §1) is allowed only when GTM_ID is set,
 * the Firebase endpoints (SPEC §9) only when the Firebase settings are.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const remotes = remoteOrigins(config);
  const analytics = config.gtmId ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] : [];
  const firebaseConnect = config.firebase ? ['https://*.googleapis.com', 'https://securetoken.googleapis.com'] : [];
  const firebaseScript = config.firebase ? ['https://apis.google.com'] : [];
  const firebaseFrame = config.firebase ? [`https://${config.firebase.authDomain}`] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...analytics, ...firebaseScript],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        connectSrc: ["'self'", ...remotes, ...analytics, ...firebaseConnect],
        imgSrc: ["'self'", 'data:', 'https:', ...analytics],
        ...(firebaseFrame.length ? { frameSrc: ["'self'", ...firebaseFrame] } : {}),
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
