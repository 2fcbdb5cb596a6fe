import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../../config/app-config';

/** Origins of remotes configured with absolute URLs (root-relative ones are 'self'). */
function remoteOrigins(config: AppConfig): string[] {
  return Object.values(config.remoteUrls)
    .filter((u) => /^https?:\/\//.test(u))
    .map((u) => new URL(u).origin);
}

/** The per-response nonce the page's inline <script> blocks carry (res.locals.cspNonce). */
export function cspNonce(res: Response): string {
  return (res.locals as { cspNonce?: string }).cspNonce ?? '';
}

/** Features the site never uses: denied to the page and to anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Security headers (issue 9). The Content Security Policy allows scripts only from the site, the
 * configured remote origins, and GTM / Firebase when those are configured; inline scripts only with this
 * response's nonce (the runtime settings and JSON-LD blocks the server writes into the page carry it);
 * no framing (`frame-ancestors 'none'`); inline styles stay allowed (React style props). Plus
 * Referrer-Policy (full URL only to ourselves) and a Permissions-Policy that turns off unused features.
 */
export function securityHeaders(config: AppConfig): RequestHandler[] {
  const remotes = remoteOrigins(config);
  const analytics = config.gtmId ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] : [];
  const firebaseConnect = config.firebase ? ['https://*.googleapis.com', 'https://securetoken.googleapis.com'] : [];
  const firebaseScript = config.firebase ? ['https://apis.google.com'] : [];
  const firebaseFrame = config.firebase ? [`https://${config.firebase.authDomain}`] : [];
  const nonce = (_req: unknown, res: unknown) => `'nonce-${cspNonce(res as Response)}'`;
  const setNonce = (_req: Request, res: Response, next: NextFunction) => {
    (res.locals as { cspNonce?: string }).cspNonce = randomBytes(16).toString('base64');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonce, ...remotes, ...analytics, ...firebaseScript],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        connectSrc: ["'self'", ...remotes, ...analytics, ...firebaseConnect],
        imgSrc: ["'self'", 'data:', 'https:', ...analytics],
        frameSrc: firebaseFrame.length ? ["'self'", ...firebaseFrame] : ["'none'"],
        fontSrc: ["'self'", 'data:', ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
      },
    },
    // The remotes are fetched by the host's runtime; their static route re-allows cross-origin use.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.nodeEnv === 'production',
  }) as RequestHandler;
  return [setNonce, headers];
}

/** Gives every inline and external <script> of a served page this response's nonce. */
export function addScriptNonce(html: string, nonce: string): string {
  return html.replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`);
}
