import { SetMetadata } from '@nestjs/common';

export const PUBLIC_CACHE = 'publicCache';

/**
 * Marks a GET handler whose response is the same for every visitor (no cookie, no login, no per-user
 * data), so that PublicResponseCache may replay it for a few seconds and its 200 answers carry
 * PUBLIC_CACHE_CONTROL.
 */
export const PublicCache = (): MethodDecorator => SetMetadata(PUBLIC_CACHE, true);

/**
 * Cache-Control of a public catalog answer (the @PublicCache() handlers' 200s): a browser or a CDN may keep it a
 * minute — back and forth between a search and its listings, the refine tags, the masters of every form — and
 * then revalidates it with its ETag (a 304 costs no body). A minute is how stale a listing page may look after
 * staff edit or close it; an entry to a closed listing is refused by the API whatever the page showed.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';
