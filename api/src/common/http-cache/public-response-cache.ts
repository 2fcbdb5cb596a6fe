import { StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import { hash } from 'node:crypto';
import { chosenEncoding, compressBody, COMPRESSION_THRESHOLD_BYTES, type ContentEncoding } from '../http/content-encoding';

/**
 * Called when a cached response is served, e.g. to count a listing view that the handler would have
 * counted; gets the replayed request.
 */
export type HitAction = (req: Request) => void;

export type Headers = Record<string, string | number | string[]>;

interface CachedResponse {
  expiresAt: number;
  /** The answer's headers other than per-request ones, its type, length and encoding (replayableHeaders). */
  headers: Headers;
  body: Buffer;
  /** The body compressed for browsers that accept it, each made once, on the first hit that asks for it. */
  compressed: Partial<Record<ContentEncoding, Buffer>>;
  etag: string;
  onHit?: HitAction;
}

const HIT_ACTION = Symbol('publicCacheHitAction');
type RequestWithHitAction = Request & { [HIT_ACTION]?: HitAction };

const JSON_TYPE = 'application/json; charset=utf-8';

/** Per-request headers that must never be replayed to another visitor. */
const PRIVATE_HEADERS = new Set(['set-cookie', 'content-length', 'etag', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
/** A response larger than this is not kept (the catalog responses are a few kB to a few hundred kB). */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Micro-cache for the public catalog reads (search, tag pages, listing detail, top-page widgets): the
 * same URL gives every visitor the same JSON, so for a few seconds (PUBLIC_CACHE_SECONDS) the serialized
 * response is kept and replayed by PublicCacheInterceptor in place of the handler — inside Nest, after the
 * middleware and the guards (global ones included), so a replay is refused whatever a live answer would be.
 *
 * Only handlers marked @PublicCache() are stored, only their 200 responses, never a Set-Cookie header,
 * and only for GET. Data may lag a write by at most the TTL; `clear()` drops everything at once for
 * writers in this process. Per process: several API instances each keep their own copy.
 *
 * An answer is kept from the second time its URL is answered within the TTL (`minUses`, as nginx's
 * `proxy_cache_min_uses 2`): a URL asked once — most of a search population's long tail — costs a note of the
 * URL, not a copy of its body. Keeping every first answer cost issue 14's search mix (3,000 distinct URLs, none
 * asked twice) 4 % of the API's CPU in hashing and copying, and 2,000 bodies of ~25 KB held for nothing.
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  /** URLs answered once within the TTL and not kept yet, with when; Map order is their order of expiry. */
  private readonly seenOnce = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
    /** Bodies kept at most, in bytes: many distinct searches must not grow the process without bound. */
    private readonly maxBytes = 64 * 1024 * 1024,
    /** Answers of a URL within the TTL before one is kept (1: every answer is kept). */
    private readonly minUses = 2,
  ) {}

  private bytes = 0;

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** How long an answer is replayed, in whole seconds (0: off). */
  get ttlSeconds(): number {
    return Math.floor(this.ttlMs / 1000);
  }

  /** Lets a cached handler's side effect (a view count) run again on every hit of its response. */
  static onHit(req: Request, action: HitAction): void {
    (req as RequestWithHitAction)[HIT_ACTION] = action;
  }

  /**
   * Keeps the handler's answer, already serialized, for this request's URL (called by the interceptor, before the
   * reply) and gives the live response the same ETag the cached copies will carry.
   */
  store(req: Request, res: Response, json: string, now = Date.now()): void {
    if (!this.enabled || req.method !== 'GET' || res.statusCode !== 200) return;
    const etag = this.keep(req.originalUrl, res.getHeaders() as Headers, Buffer.from(json), (req as RequestWithHitAction)[HIT_ACTION], now);
    if (etag !== undefined) res.setHeader('ETag', etag);
  }

  /**
   * Keeps a serialized 200 answer (its UTF-8 bytes) for `url` with the response headers it goes out with
   * (per-request ones are left out); returns the ETag every copy carries, or undefined when it is not kept (too
   * large, or the URL's first answer within the TTL).
   */
  keep(url: string, responseHeaders: Headers, body: Buffer, onHit?: HitAction, now = Date.now()): string | undefined {
    if (!this.enabled) return undefined;
    if (body.length > MAX_BODY_BYTES) return undefined;
    if (!this.admitted(url, now)) return undefined;
    const etag = weakEtag(body);
    this.remove(url);
    if (this.entries.size >= this.maxEntries || this.bytes + body.length > this.maxBytes) this.evict(now, body.length);
    this.entries.set(url, { expiresAt: now + this.ttlMs, headers: replayableHeaders(responseHeaders), body, compressed: {}, etag, onHit });
    this.bytes += body.length;
    return etag;
  }

  /**
   * The kept answer for this request's URL, made ready to go out through Nest as the handler's result (see
   * PublicCacheInterceptor), or undefined when none is fresh. Its headers go on the response (those the middleware
   * set for this request, a new CSP nonce among them, stay). A conditional request gets the JSON text, so that
   * Express's own freshness check answers 304 exactly as for a live answer; any other gets the bytes, compressed
   * once per encoding and kept (the compression middleware leaves an answer that names its encoding alone).
   */
  replay(req: Request, res: Response): string | StreamableFile | undefined {
    if (req.method !== 'GET' || this.entries.size === 0) return undefined;
    const url = req.originalUrl;
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.remove(url);
      return undefined;
    }
    entry.onHit?.(req);
    for (const [name, value] of Object.entries(entry.headers)) if (!res.hasHeader(name)) res.setHeader(name, value);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Content-Type', JSON_TYPE);
    if (req.headers['if-none-match'] !== undefined) return entry.body.toString('utf8');
    const encoding = entry.body.length >= COMPRESSION_THRESHOLD_BYTES ? chosenEncoding(req.headers['accept-encoding']) : null;
    if (!encoding) return new StreamableFile(entry.body, { type: JSON_TYPE, length: entry.body.length });
    let body = entry.compressed[encoding];
    if (!body) {
      body = entry.compressed[encoding] = compressBody(entry.body, encoding);
      this.bytes += body.length;
    }
    res.setHeader('Content-Encoding', encoding);
    return new StreamableFile(body, { type: JSON_TYPE, length: body.length });
  }

  clear(): void {
    this.entries.clear();
    this.seenOnce.clear();
    this.bytes = 0;
  }

  /** Whether this answer of `url` is to be kept: it is the minUses-th within the TTL (see the class). */
  private admitted(url: string, now: number): boolean {
    if (this.minUses <= 1) return true;
    // Expired notes first (the front of the Map), and never more notes than four times the answers kept.
    for (const [key, seenAt] of this.seenOnce) {
      if (seenAt + this.ttlMs > now && this.seenOnce.size < this.maxEntries * 4) break;
      this.seenOnce.delete(key);
    }
    const seenAt = this.seenOnce.get(url);
    if (seenAt !== undefined && seenAt + this.ttlMs > now) {
      this.seenOnce.delete(url);
      return true;
    }
    this.seenOnce.delete(url);
    this.seenOnce.set(url, now);
    return false;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
    for (const body of Object.values(entry.compressed)) this.bytes -= body.length;
  }

  /** Makes room for one more body: expired entries first, then the oldest (Map keeps insertion order). */
  private evict(now: number, incoming: number): void {
    // Every entry lives ttlMs from its insertion (`keep` re-inserts a URL it replaces), so the Map's order is the
    // order of expiry: the expired ones are at its front. (Walking every entry here cost each answer a pass over
    // the 2,000 kept once the replay was full: issue 14's search mix, each URL asked once.)
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.remove(key);
    }
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.bytes + incoming > this.maxBytes)) {
      this.remove(this.entries.keys().next().value!);
    }
  }
}

/**
 * The weak ETag Express gives a body (its default `etag fn`: length and SHA-1, base64), so an answer that is sent
 * live and later replayed carries the same tag and a browser's If-None-Match of either matches.
 */
export function weakEtag(body: Buffer): string {
  return `W/"${body.length.toString(16)}-${hash('sha1', body, 'base64').slice(0, 27)}"`;
}

/**
 * The headers of an answer that may go out again for the same URL: the per-request ones, the type and the encoding
 * left out, and Vary naming Accept-Encoding (the copies are compressed for those who accept it).
 */
function replayableHeaders(responseHeaders: Headers): Headers {
  const headers: Headers = {};
  for (const [name, value] of Object.entries(responseHeaders)) {
    if (value !== undefined && !PRIVATE_HEADERS.has(name) && name !== 'content-type' && name !== 'content-encoding') headers[name] = value;
  }
  const vary = headers.vary;
  headers.vary = vary === undefined || String(vary) === '' ? 'Accept-Encoding' : /accept-encoding/i.test(String(vary)) ? String(vary) : `${String(vary)}, Accept-Encoding`;
  return headers;
}
