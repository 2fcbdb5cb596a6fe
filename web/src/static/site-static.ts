import * as path from 'node:path';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { remotes, staticMount } from '@er/contracts/remotes';
import type { WebConfig } from '../config';
import { precompressedFiles } from './precompressed-files';
import { dropDocumentHeadersForFile } from '../security/page-headers';

/** Files that must always be revalidated: entry points and manifests that name the hashed files. */
const ALWAYS_REVALIDATE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html']);
/** A content hash in the name: main.3f9a1c2b.js, 412.9ab3e0d1c4.chunk.js, logo-5d41402abc4b2a76.png */
const HASHED = /[.-][0-9a-f]{8,}[.-]/i;
/** main.3f9a1c2b.js.map, and any other source map, whatever the letter case. */
const SOURCE_MAP = /\.map$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/i, '');
  if (ALWAYS_REVALIDATE.has(name) || /\.(json|html)$/i.test(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function decodedPath(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

/** Every registered remote (packages/contracts/remotes.js): its build folder and where it is served. */
export const REMOTE_APPS = remotes.map((r) => ({ key: r.name, dir: r.dir, mount: staticMount(r) }));

/**
 * Static files of the front-end builds, served before the API routes:
 * /remotes/<name>/ (the remote's default URL) ← <STATIC_ROOT>/mfe-<name>/dist (CORS *: a host on another origin may load them),
 * / ← <STATIC_ROOT>/mfe-host/dist (index.html itself is written per page by PageService with the page's head).
 * A remote deployed on its own origin (REMOTE_*_URL absolute) is served there, not here.
 */
export function mountSiteStatic(app: Express, config: Pick<WebConfig, 'sourceMapsPublic' | 'staticRoot'>, notFound: RequestHandler): void {
  // Source maps give the original source away: the production builds emit them without a reference
  // (hidden-source-map, for upload to an error tracker) and they are served only with SOURCE_MAPS_PUBLIC.
  if (!config.sourceMapsPublic) {
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (!SOURCE_MAP.test(req.path) && !SOURCE_MAP.test(decodedPath(req.path))) return next(); // main.js%2emap too
      res.setHeader('Cache-Control', 'no-cache');
      notFound(req, res, next);
    });
  }
  for (const remote of REMOTE_APPS) {
    app.use(remote.mount, ...staticFiles(path.join(config.staticRoot, remote.dir, 'dist'), (res: Response, filePath: string) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    }));
  }
  const [hostCompressed, hostFiles] = staticFiles(path.join(config.staticRoot, 'mfe-host', 'dist'), (res: Response, filePath: string) => {
    res.setHeader('Cache-Control', cacheControlFor(filePath));
  });
  // Every file of the host's build has a dot in its name, and no API path or page names a file: skipping them
  // saves a file-system lookup on every proxied API request and every page.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api/') || !req.path.slice(req.path.lastIndexOf('/') + 1).includes('.')) return next();
    hostCompressed(req, res, () => hostFiles(req, res, next));
  });
}

/**
 * A build folder's files: the precompressed copy the browser accepts, else the file itself; each without the
 * security headers only a document heeds, then with the folder's own headers.
 */
function staticFiles(dir: string, folderHeaders: (res: Response, filePath: string) => void): [RequestHandler, RequestHandler] {
  const setHeaders = (res: Response, filePath: string) => {
    dropDocumentHeadersForFile(res, filePath);
    folderHeaders(res, filePath);
  };
  return [precompressedFiles(dir, setHeaders), express.static(dir, { index: false, fallthrough: true, setHeaders })];
}
