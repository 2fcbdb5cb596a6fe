import compression from 'compression';
import type { RequestHandler } from 'express';
import Negotiator from 'negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings the site sends, best first, with the suffix of the build's precompressed copies. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
export type ContentEncoding = (typeof ENCODINGS)[number]['name'];

/** Bodies smaller than this go as they are: compressing them saves less than the headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli quality for bodies compressed while answering: 4 is about gzip's speed at a smaller size. */
const ON_THE_FLY_BROTLI_QUALITY = 4;
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } };

interface PreferringNegotiator {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
}

/**
 * The encoding to send: brotli when the browser accepts it (it is smaller), else gzip, else none. Browsers
 * list `gzip, deflate, br`, and the header's order says nothing about preference (Express's
 * acceptsEncodings would pick gzip), so the server's preference breaks ties of equal quality.
 */
export function chosenEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const names: string[] = ENCODINGS.map((e) => e.name);
  // negotiator 1.x takes the server's preference as a second argument; @types/negotiator still describes 0.6.
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as PreferringNegotiator;
  const chosen = negotiator.encoding([...names, 'identity'], { preferred: [...names, 'identity'] });
  return chosen !== undefined && names.includes(chosen) ? (chosen as ContentEncoding) : null;
}

/** A body compressed once for keeping (the micro-cache): the same settings as the answers compressed on the fly. */
export function compressBody(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
}

/**
 * Compresses the API's JSON and the pages' HTML as they are sent (the static files have precompressed copies,
 * and an answer that already names its encoding is left alone). Images, zips and anything under 1 KB go as they are.
 */
export function compressedResponses(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotli: BROTLI_OPTIONS,
  });
}
