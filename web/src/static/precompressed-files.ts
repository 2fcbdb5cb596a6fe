import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { stat } from 'node:fs/promises';
import * as path from 'node:path';
import { chosenEncoding, ENCODINGS } from '@er/server-kit/content-encoding';

/** Files that may have a compressed copy; the same list as the build's (packages/mf-config precompressPlugins). */
export const COMPRESSIBLE_FILE = /\.(js|css|html|json|svg|txt)$/i;

/** The file under `root` a URL path names, or null for anything outside it or hidden (dot-files). */
function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return null;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * Sends the build's precompressed copy (`main.js.br`, `main.js.gz`) of a static text file when the browser
 * accepts its encoding, with the original's type and caching headers; anything else goes on to the plain
 * static handler behind it. Every text file's answer varies by Accept-Encoding, compressed or not, so a
 * shared cache never hands brotli to a browser that did not ask for it. Looked up on every request, not
 * indexed at start: a remote redeployed in place brings new files and new copies.
 */
export function precompressedFiles(root: string, setHeaders: (res: Response, filePath: string) => void): RequestHandler {
  const base = path.resolve(root);
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE_FILE.test(req.path)) return next();
    res.vary('Accept-Encoding');
    const encoding = chosenEncoding(req.headers['accept-encoding']);
    const file = encoding ? fileUnder(base, req.path) : null;
    if (!encoding || !file) return next();
    const copy = file + ENCODINGS.find((e) => e.name === encoding)!.suffix;
    Promise.all([stat(copy), stat(file)])
      .then(([compressed, original]) => {
        if (!compressed.isFile() || !original.isFile()) return next();
        res.type(path.extname(file));
        res.setHeader('Content-Encoding', encoding);
        setHeaders(res, file);
        res.sendFile(copy, { cacheControl: false, dotfiles: 'allow' }, (error?: Error) => {
          if (!error) return;
          if (res.headersSent) return res.destroy(error);
          res.removeHeader('Content-Encoding');
          next();
        });
      })
      .catch(() => next());
  };
}
