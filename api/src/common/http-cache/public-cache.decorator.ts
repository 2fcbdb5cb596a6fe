import { SetMetadata } from '@nestjs/common';

export const PUBLIC_CACHE = 'publicCache';

export interface PublicCacheOptions {
  /**
   * Whether a shared cache — the web server's for its renders, a CDN — may answer for the API (default true).
   * False where the handler must see every request, because it counts them (a listing's views): its answers
   * carry `s-maxage=0`, so a shared cache asks each time. The API's own replay still runs the count (onHit).
   */
  shared?: boolean;
}

/** What @PublicCache() stores on its handler. */
export interface PublicCachePolicy {
  shared: boolean;
}

/**
 * Marks a GET handler whose response is the same for every visitor (no cookie, no login, no per-user
 * data), so that PublicResponseCache may replay it for a few seconds and its 200 answers carry
 * publicCacheControl().
 */
export const PublicCache = (options: PublicCacheOptions = {}): MethodDecorator =>
  SetMetadata<string, PublicCachePolicy>(PUBLIC_CACHE, { shared: options.shared ?? true });

/**
 * Cache-Control of a public catalog answer (the @PublicCache() handlers' 200s): a browser or a CDN may keep it a
 * minute — back and forth between a search and its listings, the refine tags, the masters of every form — and
 * then revalidates it with its ETag (a 304 costs no body). A minute is how stale a listing page may look after
 * staff edit or close it; an entry to a closed listing is refused by the API whatever the page showed.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/**
 * Cache-Control of a @PublicCache() answer. Browsers keep it PUBLIC_CACHE_CONTROL's minute. Shared caches keep it
 * as long as the API replays it (`sharedSeconds`, PUBLIC_CACHE_SECONDS): a page rendered from a shared copy is no
 * staler than the API's own replay would make it. With the API's replay off (0, or CATALOG_CACHE=false) no
 * s-maxage is given, and the web server keeps nothing; a handler that counts each request gets `s-maxage=0`.
 */
export function publicCacheControl(policy: PublicCachePolicy, sharedSeconds: number): string {
  if (!policy.shared) return `${PUBLIC_CACHE_CONTROL}, s-maxage=0`;
  return sharedSeconds > 0 ? `${PUBLIC_CACHE_CONTROL}, s-maxage=${sharedSeconds}` : PUBLIC_CACHE_CONTROL;
}
