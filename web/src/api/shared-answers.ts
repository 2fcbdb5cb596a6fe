/**
 * The web server's shared cache of the API's public answers, for its renders' data calls: what the API marks
 * `s-maxage=N` (the same for every visitor: @PublicCache in the API) is kept N seconds and given to every render
 * that asks for the same URL, as a CDN in front of the API would keep it. A page of a search reads its listings
 * fresh, and the prefecture list, the refine tags and a tag's text from here.
 *
 * Only a GET's 200 with `s-maxage` above 0 and no Set-Cookie is kept (`s-maxage=0`: the API counts each request,
 * a listing's views). As the API's own replay does, a URL is kept from its second answer within its lifetime: most
 * searches are asked once, and holding each would cost memory and garbage collection for nothing. Calls for one URL
 * made while its answer is on the way wait for that answer instead of asking again.
 */
export interface SharedAnswerLimits {
  /** Answers kept at most. */
  maxEntries: number;
  /** Bodies kept at most, in UTF-16 code units (a string's length) — about bytes for JSON's mostly ASCII. */
  maxChars: number;
}

interface KeptAnswer {
  body: string;
  headers: [string, string][];
  expiresAt: number;
}

/** The response headers a kept answer is given again with (the rest are about the one response). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

const DEFAULT_LIMITS: SharedAnswerLimits = { maxEntries: 2_000, maxChars: 32 * 1024 * 1024 };

/** Seconds a shared cache may keep this response, 0 when it may not. */
export function sharedSeconds(res: Pick<Response, 'status' | 'headers'>): number {
  if (res.status !== 200 || res.headers.has('set-cookie')) return 0;
  const vary = res.headers.get('vary');
  if (vary && vary.split(',').some((name) => name.trim().toLowerCase() !== 'accept-encoding')) return 0;
  const directives = (res.headers.get('cache-control') ?? '').toLowerCase();
  if (/(^|[\s,])(private|no-store|no-cache)([\s,=]|$)/.test(directives)) return 0;
  const shared = /(?:^|[\s,])s-maxage=(\d+)/.exec(directives);
  return shared ? Number(shared[1]) : 0;
}

export class SharedAnswers {
  private readonly kept = new Map<string, KeptAnswer>();
  /** URLs answered once and not kept yet, with when their answer would have gone stale (Map order: first seen). */
  private readonly seenOnce = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<KeptAnswer | null>>();
  private chars = 0;

  constructor(
    private readonly limits: SharedAnswerLimits = DEFAULT_LIMITS,
    private readonly upstream: typeof fetch = (input, init) => globalThis.fetch(input, init),
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.kept.size;
  }

  /** A fetch that answers from the kept answers where it may, and keeps what it may. */
  readonly fetch: typeof fetch = async (input, init) => {
    if (typeof input !== 'string' || (init?.method !== undefined && init.method.toUpperCase() !== 'GET')) return this.upstream(input, init);
    const url = input;
    const kept = this.fresh(url);
    if (kept) return responseOf(kept);
    const waiting = this.inFlight.get(url);
    if (waiting) {
      const shared = await waiting;
      if (shared) return responseOf(shared);
      return this.upstream(url, init);
    }
    let settle!: (answer: KeptAnswer | null) => void;
    this.inFlight.set(url, new Promise((resolve) => (settle = resolve)));
    try {
      const res = await this.upstream(url, init);
      const seconds = sharedSeconds(res);
      if (seconds === 0) {
        settle(null);
        return res;
      }
      const answer: KeptAnswer = {
        body: await res.text(),
        headers: KEPT_HEADERS.flatMap((name) => {
          const value = res.headers.get(name);
          return value === null ? [] : [[name, value] as [string, string]];
        }),
        expiresAt: this.now() + seconds * 1000,
      };
      this.remember(url, answer);
      settle(answer);
      return responseOf(answer);
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      this.inFlight.delete(url);
    }
  };

  private fresh(url: string): KeptAnswer | undefined {
    const kept = this.kept.get(url);
    if (!kept) return undefined;
    if (kept.expiresAt > this.now()) return kept;
    this.drop(url, kept);
    return undefined;
  }

  /** Keeps the answer if its URL was answered before within the answer's lifetime; else notes the URL. */
  private remember(url: string, answer: KeptAnswer): void {
    const now = this.now();
    const seenUntil = this.seenOnce.get(url);
    if (seenUntil === undefined || seenUntil <= now) {
      this.seenOnce.delete(url);
      this.seenOnce.set(url, answer.expiresAt);
      // Notes are cheap but not free: the oldest go first, as do stale ones.
      for (const [oldest, until] of this.seenOnce) {
        if (until > now && this.seenOnce.size <= this.limits.maxEntries * 4) break;
        this.seenOnce.delete(oldest);
      }
      return;
    }
    this.seenOnce.delete(url);
    if (answer.body.length > this.limits.maxChars) return;
    const before = this.kept.get(url);
    if (before) this.drop(url, before);
    this.kept.set(url, answer);
    this.chars += answer.body.length;
    // The Map's order is the order answers were kept in, and so of their expiry (near enough): the oldest go first.
    for (const [oldest, kept] of this.kept) {
      if (this.kept.size <= this.limits.maxEntries && this.chars <= this.limits.maxChars) break;
      this.drop(oldest, kept);
    }
  }

  private drop(url: string, kept: KeptAnswer): void {
    this.kept.delete(url);
    this.chars -= kept.body.length;
  }
}

function responseOf(answer: KeptAnswer): Response {
  return new Response(answer.body, { status: 200, headers: answer.headers });
}
