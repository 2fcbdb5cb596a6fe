import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { WebConfig } from '../config';

/** Origins of remotes configured with absolute URLs (root-relative ones are 'self'). */
function remoteOrigins(config: Pick<WebConfig, 'remoteUrls'>): string[] {
  return Object.values(config.remoteUrls)
    .filter((u) => /^https?:\/\//.test(u))
    .map((u) => new URL(u).origin);
}

const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let noncePosition = 0;

/**
 * A new CSP nonce (128 random bits, base64), cut from one draw of the system's generator per 256 nonces: a draw
 * per response was 2 % of the CPU of a server answering many small requests. Each nonce is used once.
 */
export function newCspNonce(): string {
  if (noncePosition + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    noncePosition = 0;
  }
  const nonce = noncePool.toString('base64', noncePosition, noncePosition + NONCE_BYTES);
  noncePosition += NONCE_BYTES;
  return nonce;
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
 * Security headers of the pages and the files they load. The Content Security Policy allows scripts only from the site, the
 * configured remote origins, and GTM / Firebase when those are configured; inline scripts only with this
 * response's nonce (the runtime settings and JSON-LD blocks the server writes into the page carry it);
 * no framing (`frame-ancestors 'none'`); inline styles stay allowed (React style props). Plus
 * Referrer-Policy (full URL only to ourselves) and a Permissions-Policy that turns off unused features.
 */
export function securityHeaders(config: Pick<WebConfig, 'remoteUrls' | 'gtmId' | 'firebase' | 'nodeEnv'>): RequestHandler[] {
  const remotes = remoteOrigins(config);
  const analytics = config.gtmId ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] : [];
  const firebaseConnect = config.firebase ? ['https://*.googleapis.com', 'https://securetoken.googleapis.com'] : [];
  const firebaseScript = config.firebase ? ['https://apis.google.com'] : [];
  const firebaseFrame = config.firebase ? [`https://${config.firebase.authDomain}`] : [];
  const nonce = (_req: unknown, res: unknown) => `'nonce-${cspNonce(res as Response)}'`;
  const setNonce = (_req: Request, res: Response, next: NextFunction) => {
    (res.locals as { cspNonce?: string }).cspNonce = newCspNonce();
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
    // Says what frame-ancestors 'none' says, for browsers that read only the older header.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.nodeEnv === 'production',
  }) as RequestHandler;
  return [setNonce, headers];
}

/**
 * Headers that act only on a document — a page, or a file a browser may open as one — and are ignored on a
 * script, a style sheet, an image or JSON loaded by a page. They made up 0.8 KB of the 1.2 KB of headers of
 * every static file (the nonce'd policy alone 0.4 KB), a good part of a page's first view over its many scripts; the nginx images never sent them on files. `X-Content-Type-Options` (refuses a script or style
 * sheet of the wrong type), `Cross-Origin-Resource-Policy` and HSTS stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];
/** Files a browser never renders as a document that runs scripts (HTML and SVG can be; they keep every header). */
const SUBRESOURCE_FILE = /\.(m?js|css|json|map|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|txt)(\.(br|gz))?$/i;

/** Drops the document-only security headers from the response for a static file that is never a document. */
export function dropDocumentHeadersForFile(res: Response, filePath: string): void {
  if (!SUBRESOURCE_FILE.test(filePath)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

/**
 * Gives every inline and external <script> of a page template this response's nonce. Only for markup the server
 * writes itself (pages/page-html.ts pageHtml): server-rendered content is put in after, without nonces.
 */
export function addScriptNonce(html: string, nonce: string): string {
  return html.replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`);
}
